import { Component, type ReactNode } from 'react';

type TProps = {
  /** What broke, in the learner's words: "The video player". */
  what: string;
  /** When this changes (another lesson), the boundary tries again by itself. */
  resetKey?: unknown;
  children: ReactNode;
};
type TState = { error: Error | null };

/**
 * A crash inside the player or the quiz replaces only that card with a retry, so the rest of
 * the course page (menu, lesson text, navigation) keeps working.
 */
export class LocalErrorBoundary extends Component<TProps, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: Error): TState {
    return { error };
  }

  override componentDidUpdate(previous: TProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
      >
        <p className="font-semibold">{this.props.what} stopped working.</p>
        <p className="mt-1 text-amber-900 text-sm">The rest of the lesson still works.</p>
        <button
          type="button"
          onClick={() => this.setState({ error: null })}
          className="mt-3 rounded-full bg-white px-4 py-1.5 font-semibold text-amber-950 text-sm shadow-sm ring-1 ring-amber-300 hover:bg-amber-100"
        >
          Try again
        </button>
      </div>
    );
  }
}
