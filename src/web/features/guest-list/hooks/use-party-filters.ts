import { useDeferredValue, useMemo, useState } from 'react';
import type { GuestParty } from '@shared/schemas/guest-list';
import type {
  GroupFilter,
  MajlisFilter,
  SessionFilter,
  StatusFilter,
} from '../utils/party-filters';
import { filterParties } from '../utils/party-filters';

/** The list's search, group, status, majlis and session, and the parties they let through. */
export function usePartyFilters(parties: readonly GuestParty[]) {
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState<GroupFilter>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [majlis, setMajlis] = useState<MajlisFilter>(null);
  // A session is of the chosen majlis: choosing another majlis lets every session through.
  const [session, setSession] = useState<SessionFilter>(null);
  // Typing stays instant: the list follows the search when React has a moment.
  const deferredSearch = useDeferredValue(search);
  const found = useMemo(
    () => filterParties(parties, { search: deferredSearch, group, status, majlis, session }),
    [parties, deferredSearch, group, status, majlis, session],
  );
  return {
    search,
    setSearch,
    group,
    setGroup,
    status,
    setStatus,
    majlis,
    setMajlis: (chosen: MajlisFilter) => {
      setMajlis(chosen);
      setSession(null);
    },
    session,
    setSession,
    found,
    /** Something narrows the list (the count then says "n daripada m"). */
    filtering:
      deferredSearch.trim() !== '' ||
      group !== null ||
      status !== 'all' ||
      majlis !== null ||
      session !== null,
    /** Changes whenever the filters do, so the list knows to start again from the top. */
    key: `${deferredSearch}\n${group}\n${status}\n${majlis}\n${session}`,
    clear: () => {
      setSearch('');
      setGroup(null);
      setStatus('all');
      setMajlis(null);
      setSession(null);
    },
  };
}
