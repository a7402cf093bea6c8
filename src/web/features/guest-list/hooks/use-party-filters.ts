import { useDeferredValue, useMemo, useState } from 'react';
import type { GuestParty } from '@shared/schemas/guest-list';
import type { GroupFilter, StatusFilter } from '../utils/party-filters';
import { filterParties } from '../utils/party-filters';

/** The list's search, group and status, and the parties they let through. */
export function usePartyFilters(parties: readonly GuestParty[]) {
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState<GroupFilter>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  // Typing stays instant: the list follows the search when React has a moment.
  const deferredSearch = useDeferredValue(search);
  const found = useMemo(
    () => filterParties(parties, { search: deferredSearch, group, status }),
    [parties, deferredSearch, group, status],
  );
  return {
    search,
    setSearch,
    group,
    setGroup,
    status,
    setStatus,
    found,
    /** Something narrows the list (the count then says "n daripada m"). */
    filtering: deferredSearch.trim() !== '' || group !== null || status !== 'all',
    /** Changes whenever the filters do, so the list knows to start again from the top. */
    key: `${deferredSearch}\n${group}\n${status}`,
    clear: () => {
      setSearch('');
      setGroup(null);
      setStatus('all');
    },
  };
}
