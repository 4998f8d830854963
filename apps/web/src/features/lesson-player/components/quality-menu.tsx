import {
  DATA_SAVER_MAX_HEIGHT,
  formatAboutSize,
  renditionFor,
  type TQuality,
} from '@thinkbuild/core/renditions';
import type { TRendition } from '@thinkbuild/core/schemas/learning';
import {
  CAPTION_BACK_LABEL,
  CAPTION_BACKS,
  CAPTION_SIZE_LABEL,
  CAPTION_SIZES,
  type TCaptionStyle,
} from '../hooks/use-caption-style.ts';
import { BarIcon } from './player/icons.tsx';
import { MenuButton, MenuChoice } from './player/menu-button.tsx';

const labelOf = (quality: TQuality) =>
  quality === 'auto' ? 'Auto' : quality === 'audio' ? 'Audio only' : quality;

type TItem = { quality: TQuality; label: string; size: string | null };

/**
 * Auto first, then the video versions from small to large, then sound only; with none (the MP4
 * alone, while the low-data versions are being made) the one original.
 */
function itemsFor(renditions: TRendition[], dataSaver: boolean): TItem[] {
  if (renditions.length === 0) return [{ quality: 'auto', label: 'Original', size: null }];
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
  /** The lesson has captions: their size and background, under the quality. */
  captionStyle?: TCaptionStyle | undefined;
  onChange: (quality: TQuality) => void;
  onOpenChange?: (open: boolean) => void;
  buttonClassName: string;
};

/**
 * The bar's settings menu, on every lesson: each version with what this lesson costs in it, the
 * data saver (the account's setting, the same as on /account) that keeps Auto small, and the
 * caption style when the lesson has captions.
 */
export function QualityMenu({
  renditions,
  quality,
  dataSaver,
  captionStyle,
  onChange,
  onOpenChange,
  buttonClassName,
}: TProps) {
  const items = itemsFor(renditions, dataSaver.capsAuto);
  const original = renditions.length === 0;
  const short = original
    ? 'Original'
    : quality === 'auto'
      ? 'Auto'
      : quality === 'audio'
        ? 'Audio'
        : quality;
  return (
    <MenuButton
      label={`Quality: ${original ? 'Original' : labelOf(quality)}`}
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
          {/* biome-ignore lint/a11y/useSemanticElements: menu items in a menu, not form fields */}
          <div role="group" aria-label="Quality" className="contents">
            {items.map((item) => (
              <MenuChoice
                key={item.quality}
                checked={original || item.quality === quality}
                onSelect={() => {
                  close();
                  onChange(item.quality);
                }}
                aside={
                  (item.size || original) && (
                    <span className="text-slate-300 text-xs">
                      <span className="sr-only"> · </span>
                      {item.size ?? 'the only version yet'}
                    </span>
                  )
                }
              >
                {item.label}
              </MenuChoice>
            ))}
          </div>
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
          {captionStyle && <CaptionStyleItems style={captionStyle} />}
        </>
      )}
    </MenuButton>
  );
}

/** Caption size and background: radio groups that keep the menu open to compare. */
function CaptionStyleItems({ style }: { style: TCaptionStyle }) {
  return (
    <>
      <hr className="my-1 border-white/15" />
      {/* biome-ignore lint/a11y/useSemanticElements: menu items in a menu, not form fields */}
      <div role="group" aria-label="Caption size" className="contents">
        <p aria-hidden="true" className="px-3 pt-1 text-slate-300 text-xs">
          Caption size
        </p>
        {CAPTION_SIZES.map((size) => (
          <MenuChoice key={size} checked={style.size === size} onSelect={() => style.setSize(size)}>
            {CAPTION_SIZE_LABEL[size]}
          </MenuChoice>
        ))}
      </div>
      <hr className="my-1 border-white/15" />
      {/* biome-ignore lint/a11y/useSemanticElements: menu items in a menu, not form fields */}
      <div role="group" aria-label="Caption background" className="contents">
        {CAPTION_BACKS.map((back) => (
          <MenuChoice key={back} checked={style.back === back} onSelect={() => style.setBack(back)}>
            {CAPTION_BACK_LABEL[back]}
          </MenuChoice>
        ))}
      </div>
    </>
  );
}
