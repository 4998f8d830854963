import { DOWNLOAD_QUALITIES, type TDownloadQuality } from '@thinkbuild/core/offline';

/** The quality downloads keep, chosen on the Downloads page; 240p until chosen. */
const QUALITY_KEY = 'thinkbuild:download-quality';

export function downloadQuality(): TDownloadQuality {
  const stored = localStorage.getItem(QUALITY_KEY);
  return DOWNLOAD_QUALITIES.find((q) => q === stored) ?? '240p';
}

export const setDownloadQuality = (quality: TDownloadQuality) =>
  localStorage.setItem(QUALITY_KEY, quality);
