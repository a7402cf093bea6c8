/** What an owner's action on a list did, said once (done) or why it failed (error). */
export interface Notice {
  tone: 'done' | 'error';
  text: string;
}

/**
 * The line under a list's tools that says what the last action did. Always in the page (empty
 * when there is nothing to say), so screen readers hear each new notice.
 */
export function ActionNotice({ notice }: { notice: Notice | null }) {
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <p
          className={`rounded-2xl px-4 py-2.5 text-sm ${
            notice.tone === 'error'
              ? 'border border-red-200 bg-red-50 text-red-900'
              : 'bg-emerald-50 text-emerald-950'
          }`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
