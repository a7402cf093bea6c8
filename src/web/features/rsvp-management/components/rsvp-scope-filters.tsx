import type { Majlis } from '@shared/card/card-content';
import type { RsvpScope } from '@shared/schemas/rsvp-majlis';
import { inputClass } from '@web/components/ui/form-field';
import { useT } from '@web/i18n/use-t';

const ALL = 'all';
const select = `${inputClass} mt-0 py-2 text-sm`;

/**
 * The majlis the list is of (every RSVP, or those that answered one majlis) and, for a majlis
 * with sessions, the session (those coming to it). Each option's value is `m:<id>` so no id can
 * be mistaken for the "all" option.
 */
export function RsvpScopeFilters({
  majlis,
  names,
  scope,
  onChange,
}: {
  /** The card's majlis, in the order guests read them. */
  majlis: readonly Majlis[];
  names: ReadonlyMap<string, string>;
  scope: RsvpScope;
  onChange: (scope: RsvpScope) => void;
}) {
  const t = useT();
  const chosen = majlis.find((one) => one.id === scope.majlis);
  return (
    <div className="grid grid-cols-2 gap-2">
      <label className="text-xs font-semibold text-neutral-700">
        {t('rsvps.filter.majlis')}
        <select
          value={scope.majlis === null ? ALL : `m:${scope.majlis}`}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ majlis: value === ALL ? null : value.slice(2), session: null });
          }}
          className={select}
        >
          <option value={ALL}>{t('rsvps.filter.allMajlis')}</option>
          {majlis.map((one) => (
            <option key={one.id} value={`m:${one.id}`}>
              {names.get(one.id)}
            </option>
          ))}
        </select>
      </label>
      {chosen && chosen.sessions.length > 0 && (
        <label className="text-xs font-semibold text-neutral-700">
          {t('rsvps.filter.session')}
          <select
            value={scope.session === null ? ALL : `m:${scope.session}`}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ majlis: chosen.id, session: value === ALL ? null : value.slice(2) });
            }}
            className={select}
          >
            <option value={ALL}>{t('rsvps.filter.allSessions')}</option>
            {chosen.sessions.map((session) => (
              <option key={session.id} value={`m:${session.id}`}>
                {session.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
