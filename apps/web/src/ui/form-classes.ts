/*
 * The classes of a form's parts, shared by the React components (field.tsx, form-alert.tsx) and
 * the sign-in screens' island, which marks the same server-rendered markup without React
 * (features/auth/forms-island.ts, docs/decisions/042).
 */

export const controlClass = (error: string | undefined, extra = '') =>
  `mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-950 shadow-sm transition-colors placeholder:text-slate-400 focus:border-brand-600 ${
    error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
  }${extra ? ` ${extra}` : ''}`;

/** The line under a field that says what is wrong with it. */
export const FIELD_ERROR_CLASS = 'mt-1.5 flex items-start gap-1.5 text-red-700 text-sm';

export const formAlertClass = (tone: 'error' | 'success', extra = '') =>
  `rounded-xl border px-4 py-3 text-sm ${
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : 'border-emerald-200 bg-emerald-50 text-emerald-900'
  } ${extra}`;

export const spinnerClass = (size = 'h-4 w-4') =>
  `inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${size}`;
