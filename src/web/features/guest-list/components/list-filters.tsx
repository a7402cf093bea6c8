import { inputClass } from '@web/components/ui/form-field';
import { SearchBox } from '@web/components/ui/search-box';
import type { GroupFilter, StatusFilter } from '../utils/party-filters';
import { STATUS_FILTERS } from '../utils/party-filters';

// Each group's option is `g:<group>` (so a group named like the "all" option is still itself).
const ALL = 'all';
const optionOf = (group: string) => `g:${group}`;

/** Search by name or phone, and the group and status to show. */
export function ListFilters({
  search,
  onSearch,
  group,
  groups,
  onGroup,
  status,
  onStatus,
}: {
  search: string;
  onSearch: (search: string) => void;
  group: GroupFilter;
  /** The groups the list has ('' for parties without one). */
  groups: string[];
  onGroup: (group: GroupFilter) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}) {
  const select = `${inputClass} mt-0 py-2 text-sm`;
  return (
    <div className="space-y-2">
      <SearchBox
        id="guest-search"
        label="Cari nama atau nombor telefon"
        value={search}
        onChange={onSearch}
        maxLength={80}
      />
      <div className="grid grid-cols-2 gap-2">
        <label className="text-xs font-semibold text-neutral-700">
          Kumpulan
          <select
            value={group === null ? ALL : optionOf(group)}
            onChange={(event) => {
              const value = event.target.value;
              onGroup(value === ALL ? null : value.slice(2));
            }}
            className={select}
          >
            <option value={ALL}>Semua kumpulan</option>
            {groups.map((known) => (
              <option key={known} value={optionOf(known)}>
                {known || 'Tanpa kumpulan'}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold text-neutral-700">
          Status
          <select
            value={status}
            onChange={(event) => onStatus(event.target.value as StatusFilter)}
            className={select}
          >
            {STATUS_FILTERS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
