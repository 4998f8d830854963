/** MediaError codes in words (the browser's own message, when it has one, follows). */
const MEDIA_ERROR_REASON: Record<number, string> = {
  1: 'Loading the video was stopped',
  2: 'A network error stopped the download',
  3: 'The video could not be decoded',
  4: 'The video could not be opened: the link may have expired or the format is not supported',
};

/** Why a <video> stopped, for the learner: the reason, then the browser's own words if any. */
export function mediaErrorReason(error: MediaError | null | undefined): string {
  if (!error) return 'The browser gave no reason';
  const reason = MEDIA_ERROR_REASON[error.code] ?? `Media error ${error.code}`;
  return error.message ? `${reason} (${error.message})` : reason;
}
