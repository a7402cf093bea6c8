import type { Majlis } from '@shared/card/card-content';
import { asksEachMajlis } from '@web/components/card-panels/rsvp-majlis';
import { inputClass } from '@web/components/ui/form-field';
import { SearchBox } from '@web/components/ui/search-box';
import { useT } from '@web/i18n/use-t';
import type {
  GroupFilter,
  MajlisFilter,
  SessionFilter,
  StatusFilter,
} from '../utils/party-filters';
import { STATUS_FILTERS } from '../utils/party-filters';

// Each group's option is `g:<group>` (so a group named like the "all" option is still itself).
const ALL = 'all';
const optionOf = (group: string) => `g:${group}`;

/**
 * Search by name or phone, and the majlis (on a card of several, or with sessions), its session
 * (when it has sessions), group and status to show.
 */
export function ListFilters({
  search,
  onSearch,
  group,
  groups,
  onGroup,
  status,
  onStatus,
  majlis,
  majlisList,
  onMajlis,
  session,
  onSession,
}: {
  search: string;
  onSearch: (search: string) => void;
  group: GroupFilter;
  /** The groups the list has ('' for parties without one). */
  groups: string[];
  onGroup: (group: GroupFilter) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  majlis: MajlisFilter;
  /** The card's majlis by name, in date order; no choice when it has one without sessions. */
  majlisList: (Pick<Majlis, 'id' | 'sessions'> & { name: string })[];
  onMajlis: (majlis: MajlisFilter) => void;
  session: SessionFilter;
  onSession: (session: SessionFilter) => void;
}) {
  const t = useT();
  const select = `${inputClass} mt-0 py-2 text-sm`;
  const several = asksEachMajlis(majlisList);
  const chosen = majlisList.find((one) => one.id === majlis);
  const sessions = chosen?.sessions ?? [];
  const columns = sessions.length > 0 ? 'sm:grid-cols-4' : several ? 'sm:grid-cols-3' : '';
  return (
    <div className="space-y-2">
      <SearchBox
        id="guest-search"
        label={t('guestList.search')}
        value={search}
        onChange={onSearch}
        maxLength={80}
      />
      <div className={`grid grid-cols-2 gap-2 ${columns}`}>
        {several && (
          <label className="col-span-2 text-xs font-semibold text-neutral-700 sm:col-span-1">
            {t('guestList.filter.majlis')}
            <select
              value={majlis === null ? ALL : `m:${majlis}`}
              onChange={(event) => {
                const value = event.target.value;
                onMajlis(value === ALL ? null : value.slice(2));
              }}
              className={select}
            >
              <option value={ALL}>{t('guestList.filter.allMajlis')}</option>
              {majlisList.map(({ id, name }) => (
                <option key={id} value={`m:${id}`}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
        {sessions.length > 0 && (
          <label className="col-span-2 text-xs font-semibold text-neutral-700 sm:col-span-1">
            {t('guestList.filter.session')}
            <select
              value={session === null ? ALL : `s:${session}`}
              onChange={(event) => {
                const value = event.target.value;
                onSession(value === ALL ? null : value.slice(2));
              }}
              className={select}
            >
              <option value={ALL}>{t('guestList.filter.allSessions')}</option>
              {sessions.map(({ id, label }) => (
                <option key={id} value={`s:${id}`}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="text-xs font-semibold text-neutral-700">
          {t('guestList.filter.group')}
          <select
            value={group === null ? ALL : optionOf(group)}
            onChange={(event) => {
              const value = event.target.value;
              onGroup(value === ALL ? null : value.slice(2));
            }}
            className={select}
          >
            <option value={ALL}>{t('guestList.filter.allGroups')}</option>
            {groups.map((known) => (
              <option key={known} value={optionOf(known)}>
                {known || t('guestList.noGroup')}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold text-neutral-700">
          {t('guestList.filter.status')}
          <select
            value={status}
            onChange={(event) => onStatus(event.target.value as StatusFilter)}
            className={select}
          >
            {STATUS_FILTERS.map(({ value, label }) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
