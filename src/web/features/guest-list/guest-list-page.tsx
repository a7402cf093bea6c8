import { useMemo } from 'react';
import { useParams } from 'react-router';
import { FileUp, UserPlus } from 'lucide-react';
import { MAX_PARTIES_PER_CARD } from '@shared/guests/guest-party';
import { majlisInDateOrder } from '@shared/card/majlis';
import { majlisNames, totalsByMajlis } from '@shared/guests/party-majlis';
import { listTotals, totalsByGroup } from '@shared/guests/party-status';
import { useOwnerCard } from '@web/api/owner-card';
import { useRsvpTotals } from '@web/api/rsvp-totals';
import { asksEachMajlis } from '@web/components/card-panels/rsvp-majlis';
import { MajlisRsvpTotals } from '@web/components/owner-card/majlis-rsvp-totals';
import { BackToCardHome } from '@web/components/owner-card/back-to-card-home';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { ActionNotice } from '@web/components/ui/action-notice';
import { CsvDownloadLink } from '@web/components/ui/csv-download-link';
import { Button } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { useGuestList } from './api/get-guest-list';
import { useGuestTemplates } from './api/get-templates';
import { useGuestMessages } from './api/guest-messages';
import { GuestListDialogs } from './components/guest-list-dialogs';
import { ListFilters } from './components/list-filters';
import { MessagesPanel } from './components/messages-panel';
import { GroupTotalsTable, ListTotals, MajlisTotalsTable } from './components/list-totals';
import { PartyList } from './components/party-list';
import { SendPanel } from './components/send-panel';
import { useGuestListActions } from './hooks/use-guest-list-actions';
import { useLiveGuestList } from './hooks/use-live-guest-list';
import { usePartyFilters } from './hooks/use-party-filters';
import { inFlow } from './utils/party-filters';

/**
 * The owner's guest list (`/tetamu/:id`): the card's parties with their totals, added by hand or
 * imported, each sent its personal invitation by one WhatsApp tap (or one after another with
 * Hantar seterusnya), reminded, and followed from sent to opened to replied. On a card of
 * several majlis (or with sessions), each majlis's and session's answers as the RSVP page
 * counts them, and the list narrowed to a majlis and a session. The day before each majlis, the
 * parties coming to it are reminded with their pass; after the last, thanked.
 */
export function GuestListPage() {
  const t = useT();
  const { locale } = useLocale();
  const { id = '' } = useParams();
  const card = useOwnerCard(id);
  const list = useGuestList(id);
  useLiveGuestList(id, list.isSuccess);
  const templates = useGuestTemplates(id);
  const schedule = useGuestMessages(id);
  // Answers by hand are the owner's: staff reading the card see no Rekod jawapan.
  // The owner and a Pengurus answer for a party by hand; staff look only.
  const actions = useGuestListActions(id, card.data !== undefined && card.data.viewer !== 'staff');

  const parties = useMemo(() => list.data?.parties ?? [], [list.data]);
  const filters = usePartyFilters(parties);
  const cardMajlis = card.data?.content.majlis;
  // The card's majlis as the list names them, in the order guests read them.
  const majlis = useMemo(() => {
    const names = majlisNames(cardMajlis ?? [], locale);
    return majlisInDateOrder(cardMajlis ?? []).map((one) => ({
      ...one,
      name: names.get(one.id) ?? '',
    }));
  }, [cardMajlis, locale]);
  // Counted from the parties in the page by the server's own rule: a send marked or a party
  // added shows in the totals without reading the list again.
  const totals = useMemo(() => listTotals(parties), [parties]);
  const groups = useMemo(() => totalsByGroup(parties), [parties]);
  const byMajlis = useMemo(
    () =>
      totalsByMajlis(
        parties,
        majlis.map((one) => one.id),
      ).map((row, index) => ({ ...row, name: majlis[index]!.name })),
    [parties, majlis],
  );
  const several = majlis.length > 1;
  // The RSVP page's totals of each majlis and session, on the cards whose RSVP page has them.
  const perMajlis = asksEachMajlis(majlis);
  const rsvpTotals = useRsvpTotals(id, perMajlis);
  // With one majlis chosen, the totals are that majlis's.
  const shownTotals = byMajlis.find((row) => row.majlisId === filters.majlis);

  const pageTitle = t('guestList.title');
  const fallback =
    ownerCardFallback(card, pageTitle) ??
    ownerCardFallback(list, pageTitle) ??
    ownerCardFallback(templates, pageTitle);
  if (fallback || !card.data || !list.data || !templates.data) return fallback;
  const { content } = card.data;
  const couple = `${content.groom_name} & ${content.bride_name}`;
  return (
    <>
      <PageMeta title={siteTitle(`${pageTitle}: ${couple}`)} noindex />
      <section
        inert={actions.dialog !== null}
        className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-5"
      >
        <BackToCardHome cardId={card.data.id} />
        <header className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="font-display text-3xl text-emerald-deep sm:text-4xl">{pageTitle}</h1>
            <p className="mt-1 text-muted">{couple}</p>
          </div>
          <CsvDownloadLink
            apiPath={`/cards/${encodeURIComponent(card.data.id)}/guests.csv`}
            label={t('guestList.downloadCsv')}
          />
        </header>

        <div className="mt-5">
          {shownTotals ? (
            <>
              <p className="mb-2 text-sm font-semibold text-ink" data-testid="totals-of">
                {t('guestList.totals.of', { name: shownTotals.name })}
              </p>
              <ListTotals
                totals={shownTotals.totals}
                label={t('guestList.totals.ofLabel', { name: shownTotals.name })}
              />
            </>
          ) : (
            <ListTotals totals={totals} />
          )}
        </div>

        {perMajlis && (
          <details
            open
            className="mt-5 rounded-3xl border border-emerald-deep/10 bg-paper p-4 shadow-sm"
            data-testid="majlis-rsvp-totals"
          >
            <summary className="cursor-pointer font-semibold text-ink">
              {t('guestList.totals.answersByMajlis')}
            </summary>
            <div className="mt-3">
              <MajlisRsvpTotals majlis={majlis} totals={rsvpTotals.data} />
            </div>
          </details>
        )}

        <div className="mt-5 grid gap-5 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          <div className="min-w-0 space-y-5">
            {parties.length > 0 && (
              <SendPanel
                unsent={parties.filter(inFlow('invitation')).length}
                awaiting={parties.filter(inFlow('reminder')).length}
                onInvite={() => actions.openFlow('invitation', parties)}
                onRemind={() => actions.openFlow('reminder', parties)}
                onTemplates={actions.openTemplates}
              />
            )}
            {parties.length > 0 && schedule.data && (
              <MessagesPanel
                schedule={schedule.data}
                majlis={majlis}
                parties={parties}
                onDayBefore={(majlisId) => actions.openFlow('day-before', parties, majlisId)}
                onThanks={() => actions.openFlow('thanks', parties)}
              />
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button tone="secondary" onClick={actions.openAdd}>
                <UserPlus className="h-4 w-4 shrink-0" aria-hidden="true" />
                {t('guestList.add')}
              </Button>
              <Button tone="secondary" onClick={actions.openImport}>
                <FileUp className="h-4 w-4 shrink-0" aria-hidden="true" />
                {t('guestList.importList')}
              </Button>
            </div>
            {several && (
              <div className="hidden lg:block">
                <MajlisTotalsTable rows={byMajlis} />
              </div>
            )}
            {groups.length > 1 || (groups.length === 1 && groups[0]!.group !== '') ? (
              <div className="hidden lg:block">
                <GroupTotalsTable groups={groups} />
              </div>
            ) : null}
          </div>

          <section aria-labelledby="senarai" className="min-w-0 space-y-3">
            <h2 id="senarai" className="sr-only">
              {t('guestList.listHeading')}
            </h2>
            {parties.length >= MAX_PARTIES_PER_CARD * 0.9 && (
              <p className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                {t('guestList.nearMax', { count: parties.length, max: MAX_PARTIES_PER_CARD })}
              </p>
            )}
            {parties.length > 0 && (
              <ListFilters
                search={filters.search}
                onSearch={filters.setSearch}
                group={filters.group}
                groups={groups.map((g) => g.group)}
                onGroup={filters.setGroup}
                status={filters.status}
                onStatus={filters.setStatus}
                majlis={filters.majlis}
                majlisList={majlis}
                onMajlis={filters.setMajlis}
                session={filters.session}
                onSession={filters.setSession}
              />
            )}
            <ActionNotice notice={actions.notice} />
            {parties.length > 0 && (
              <p className="text-sm text-muted" data-testid="shown-count">
                {filters.filtering
                  ? t('guestList.foundOf', { found: filters.found.length, total: parties.length })
                  : t('guestList.count', { count: parties.length })}
              </p>
            )}
            <div className="overflow-hidden rounded-3xl border border-emerald-deep/10 bg-paper shadow-sm">
              {parties.length === 0 ? (
                <div className="px-5 py-10 text-center">
                  <p className="font-semibold text-ink">{t('guestList.empty')}</p>
                  <p className="mx-auto mt-1 max-w-md text-sm text-muted">
                    {t('guestList.emptyHint')}
                  </p>
                </div>
              ) : filters.found.length === 0 ? (
                <div className="px-5 py-10 text-center text-muted">
                  <p>{t('guestList.noMatch')}</p>
                  <Button tone="secondary" className="mt-3" onClick={filters.clear}>
                    {t('guestList.showAll')}
                  </Button>
                </div>
              ) : (
                <PartyList
                  parties={filters.found}
                  filter={filters.key}
                  template={templates.data.invitation}
                  actions={actions.rowActions}
                  majlis={several ? majlis : null}
                />
              )}
            </div>
            {several && (
              <div className="lg:hidden">
                <MajlisTotalsTable rows={byMajlis} />
              </div>
            )}
            {groups.length > 1 || (groups.length === 1 && groups[0]!.group !== '') ? (
              <div className="lg:hidden">
                <GroupTotalsTable groups={groups} />
              </div>
            ) : null}
          </section>
        </div>
      </section>

      <GuestListDialogs
        cardId={id}
        parties={parties}
        majlis={majlis}
        closesOn={card.data.features.rsvpClosesOn}
        templates={templates.data}
        language={card.data.language}
        actions={actions}
      />
    </>
  );
}
