import type { GuestImportReply } from '@shared/schemas/guest-list';
import { useT } from '@web/i18n/use-t';

/**
 * What an import did, all as text: the parties added, the lines merged with a party of the same
 * phone, and each line refused with its reason and its own words, so the owner can fix it.
 */
export function ImportReport({ reply }: { reply: GuestImportReply }) {
  const t = useT();
  return (
    <div role="status" className="space-y-3 text-sm" data-testid="import-report">
      <p className="rounded-xl bg-emerald-50 px-3 py-2 font-semibold text-emerald-950">
        {reply.updated > 0
          ? t('guestList.import.addedUpdated', { added: reply.added, updated: reply.updated })
          : t('guestList.import.added', { added: reply.added })}
      </p>
      {reply.merged.length > 0 && (
        <div>
          <h3 className="font-semibold text-ink">{t('guestList.import.merged')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-neutral-700">
            {reply.merged.map((merge) => (
              <li key={merge.line}>
                {t('guestList.import.mergedLine', { line: merge.line, into: merge.into })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {reply.problems.length > 0 && (
        <div>
          <h3 className="font-semibold text-red-900">
            {t('guestList.import.problems', { count: reply.problems.length })}
          </h3>
          <ul className="mt-1 space-y-2">
            {reply.problems.map((problem) => (
              <li key={problem.line} className="rounded-xl bg-red-50 px-3 py-2 text-red-900">
                <span className="font-semibold">
                  {t('guestList.import.problemLine', {
                    line: problem.line,
                    reason: problem.reason,
                  })}
                </span>
                <span className="mt-0.5 block font-mono text-xs break-all text-red-800/80">
                  {problem.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
