import { MESSAGES } from '@thinkbuild/core/messages';

/** The Copy button of a code box in each state: shared by CodeBox and the blog's copy island. */
export type TCopyState = 'idle' | 'copied' | 'failed';

export const COPY_LABEL: Record<TCopyState, string> = {
  idle: 'Copy',
  copied: MESSAGES.copied,
  failed: MESSAGES.copyFailed,
};

export const copyButtonClass = (state: TCopyState) =>
  `rounded-md px-3 py-1 text-xs font-semibold transition-colors ${
    state === 'failed'
      ? 'bg-red-600 text-white'
      : state === 'copied'
        ? 'bg-emerald-600 text-white'
        : 'bg-slate-700 text-white hover:bg-slate-600'
  }`;
