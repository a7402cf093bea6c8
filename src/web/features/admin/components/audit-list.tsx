import { Link } from 'react-router';
import { consoleCardPath } from '@shared/admin/console-pages';
import type { AuditEntryView } from '@shared/schemas/admin';
import { useT } from '@web/i18n/use-t';
import { useMalaysiaTime } from './format';

/** Audit rows, newest first (who, what, which card, when). */
export function AuditList({
  entries,
  showCard = true,
}: {
  entries: AuditEntryView[];
  /** Link each row to its card (off on the card's own page). */
  showCard?: boolean;
}) {
  const t = useT();
  const malaysiaTime = useMalaysiaTime();
  if (entries.length === 0) return <p className="text-muted">{t('staff.audit.none')}</p>;
  return (
    <ol className="divide-y divide-emerald-deep/10 overflow-hidden rounded-2xl border border-emerald-deep/10 bg-paper shadow-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="px-4 py-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="font-mono font-semibold break-all text-ink">{entry.action}</span>
            <time dateTime={entry.createdAt} className="text-muted tabular-nums">
              {malaysiaTime(entry.createdAt)}
            </time>
          </div>
          <p className="mt-0.5 break-all text-muted">
            {entry.actorEmail}
            {showCard && entry.cardId && (
              <>
                {' · '}
                <Link
                  to={consoleCardPath(entry.cardId)}
                  className="font-mono text-emerald-deep underline underline-offset-4"
                >
                  {entry.cardId}
                </Link>
              </>
            )}
          </p>
          {entry.detail && <p className="mt-1 break-words text-ink">{entry.detail}</p>}
        </li>
      ))}
    </ol>
  );
}
