import { Component, type ReactNode } from 'react';

type TState = { failed: boolean };

/** Last line of defence: a render error shows a calm retry screen instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { failed: false };

  static getDerivedStateFromError(): TState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center"
      >
        <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-slate-600">
          This page could not be shown. Reload to try again; if it keeps happening, come back in a
          few minutes.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Reload
        </button>
      </div>
    );
  }
}
