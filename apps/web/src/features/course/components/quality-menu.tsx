import {
  DATA_SAVER_MAX_HEIGHT,
  formatAboutSize,
  renditionFor,
  type TQuality,
} from '@thinkbuild/core/renditions';
import type { TRendition } from '@thinkbuild/core/schemas/learning';
import { BarIcon } from './player/icons.tsx';
import { MenuButton, MenuChoice } from './player/menu-button.tsx';

const labelOf = (quality: TQuality) =>
  quality === 'auto' ? 'Auto' : quality === 'audio' ? 'Audio only' : quality;

type TItem = { quality: TQuality; label: string; size: string | null };

/** Auto first, then the video versions from small to large, then sound only. */
function itemsFor(renditions: TRendition[], dataSaver: boolean): TItem[] {
  const auto = renditionFor(renditions, 'auto', dataSaver);
  const videos = renditions
    .filter((r) => r.height !== null)
    .sort((a, b) => (a.height ?? 0) - (b.height ?? 0));
  const audio = renditions.find((r) => r.name === 'audio');
  return [
    {
      quality: 'auto',
      label: dataSaver ? `Auto (up to ${DATA_SAVER_MAX_HEIGHT}p)` : 'Auto',
      size: auto ? formatAboutSize(auto.bytes) : null,
    },
    ...videos.map((r) => ({
      quality: r.name as TQuality,
      label: r.name,
      size: formatAboutSize(r.bytes),
    })),
    ...(audio
      ? [{ quality: 'audio' as const, label: 'Audio only', size: formatAboutSize(audio.bytes) }]
      : []),
  ];
}

type TProps = {
  renditions: TRendition[];
  quality: TQuality;
  dataSaver: { on: boolean; capsAuto: boolean; pending: boolean; set: (on: boolean) => void };
  onChange: (quality: TQuality) => void;
  onOpenChange?: (open: boolean) => void;
  buttonClassName: string;
};

/**
 * The bar's quality menu: each version with what this lesson costs in it, and the data saver
 * (the account's setting, the same as on /account) that keeps Auto small.
 */
export function QualityMenu({
  renditions,
  quality,
  dataSaver,
  onChange,
  onOpenChange,
  buttonClassName,
}: TProps) {
  const items = itemsFor(renditions, dataSaver.capsAuto);
  const short = quality === 'auto' ? 'Auto' : quality === 'audio' ? 'Audio' : quality;
  return (
    <MenuButton
      label={`Quality: ${labelOf(quality)}`}
      menuLabel="Video quality"
      onOpenChange={onOpenChange}
      buttonClassName={buttonClassName}
      face={
        <>
          <BarIcon name="gear" />
          <span aria-hidden="true" className="hidden font-semibold text-xs @md:inline">
            {short}
          </span>
        </>
      }
    >
      {(close) => (
        <>
          {items.map((item) => (
            <MenuChoice
              key={item.quality}
              checked={item.quality === quality}
              onSelect={() => {
                close();
                onChange(item.quality);
              }}
              aside={
                item.size && (
                  <span className="text-slate-300 text-xs">
                    <span className="sr-only"> · </span>
                    {item.size}
                  </span>
                )
              }
            >
              {item.label}
            </MenuChoice>
          ))}
          <hr className="my-1 border-white/15" />
          <MenuChoice
            role="menuitemcheckbox"
            checked={dataSaver.on}
            disabled={dataSaver.pending}
            onSelect={() => dataSaver.set(!dataSaver.on)}
            aside={<span className="text-slate-300 text-xs">up to {DATA_SAVER_MAX_HEIGHT}p</span>}
          >
            Data saver
          </MenuChoice>
        </>
      )}
    </MenuButton>
  );
}
