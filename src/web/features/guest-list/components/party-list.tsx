import { useState } from 'react';
import type { GuestParty } from '@shared/schemas/guest-list';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import type { NamedMajlis } from '../utils/named-majlis';
import type { PartyActions } from './party-row';
import { PartyRow } from './party-row';

/** Rows drawn at first and at each Tunjuk lagi: a phone draws them at once, 3,000 it would not. */
export const PAGE_SIZE = 100;

/**
 * The parties the search and filters found, a hundred at a time (3,000 parties, fast
 * on a phone): the page filters the whole list as the owner types, and only the rows shown are
 * drawn. A new search or filter starts again at the first hundred; the rows it keeps are not
 * drawn again (they are memoised, and stay mounted rather than being replaced).
 */
export function PartyList({
  parties,
  filter,
  template,
  actions,
  majlis,
}: {
  parties: GuestParty[];
  /** The search and filters the parties answer (a change shows the first hundred again). */
  filter: string;
  template: string;
  actions: PartyActions;
  /** The card's majlis, for the majlis each party is invited to; null on a card of one. */
  majlis: readonly NamedMajlis[] | null;
}) {
  const t = useT();
  const [shown, setShown] = useState(PAGE_SIZE);
  const [shownFilter, setShownFilter] = useState(filter);
  if (filter !== shownFilter) {
    setShownFilter(filter);
    setShown(PAGE_SIZE);
  }
  const visible = parties.slice(0, shown);
  return (
    <>
      <ul className="divide-y divide-emerald-deep/10" aria-label={t('guestList.list')}>
        {visible.map((party) => (
          <PartyRow
            key={party.id}
            party={party}
            template={template}
            actions={actions}
            majlis={majlis}
          />
        ))}
      </ul>
      {parties.length > shown && (
        <div className="border-t border-emerald-deep/10 px-4 py-4 text-center">
          <p className="text-sm text-muted">
            {t('guestList.shownOf', { shown, total: parties.length })}
          </p>
          <Button tone="secondary" className="mt-2" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            {t('guestList.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
