/** A calm "could not load" box with a retry, for a part of a page whose data failed. */
export function LoadError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
      <p className="font-semibold">{what} could not be loaded.</p>
      <button type="button" onClick={retry} className="mt-1 rounded font-semibold underline">
        Try again
      </button>
    </div>
  );
}
