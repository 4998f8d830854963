import { DOWNLOAD_QUALITIES, type TDownloadQuality } from '@thinkbuild/core/offline';
import { useId, useState } from 'react';
import { Switch } from '../../../ui/switch.tsx';
import { connection, setWifiOnlySetting, wifiOnlySetting } from '../downloads/connection.ts';
import { wifiSettingChanged } from '../downloads/manager.ts';
import { downloadQuality, setDownloadQuality } from '../downloads/quality.ts';

const QUALITY_LABELS: Record<TDownloadQuality, string> = {
  '240p': '240p (smallest video)',
  '360p': '360p',
  audio: 'Audio only',
};

/** Wi-Fi only and the quality new downloads keep (this device's settings). */
export function DownloadsSettings() {
  const [wifiOnly, setWifiOnly] = useState(wifiOnlySetting);
  const [quality, setQuality] = useState(downloadQuality);
  const hintId = useId();
  const qualityId = useId();
  const reported = connection()?.type !== undefined;
  return (
    <section
      aria-labelledby="download-settings-heading"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="download-settings-heading" className="font-bold text-lg text-slate-950">
        Download settings
      </h2>
      <div>
        <div className="flex items-center justify-between gap-4">
          <span id="wifi-only-label" className="font-semibold text-slate-900">
            Wi-Fi only
          </span>
          <Switch
            on={wifiOnly}
            onChange={(on) => {
              setWifiOnlySetting(on);
              setWifiOnly(on);
              wifiSettingChanged();
            }}
            labelledBy="wifi-only-label"
            describedBy={hintId}
          />
        </div>
        <p id={hintId} className="mt-1 text-slate-600 text-sm">
          {reported
            ? 'Downloads wait while you are on mobile data.'
            : 'This browser does not say whether you are on Wi-Fi, so downloads cannot wait for it.'}
        </p>
      </div>
      <div>
        <label htmlFor={qualityId} className="font-semibold text-slate-900">
          Download quality
        </label>
        <select
          id={qualityId}
          value={quality}
          onChange={(event) => {
            const next = event.target.value as TDownloadQuality;
            setDownloadQuality(next);
            setQuality(next);
          }}
          className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          {DOWNLOAD_QUALITIES.map((q) => (
            <option key={q} value={q}>
              {QUALITY_LABELS[q]}
            </option>
          ))}
        </select>
        <p className="mt-1 text-slate-600 text-sm">Used for new downloads.</p>
      </div>
    </section>
  );
}
