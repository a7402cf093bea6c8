import { useMemo, useState } from 'react';
import type { Notice } from '@web/components/ui/action-notice';
import { ActionNotice } from '@web/components/ui/action-notice';
import { Link, useParams } from 'react-router';
import { ListChecks } from 'lucide-react';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { MAX_RSVP_SEARCH_LENGTH } from '@shared/schemas/rsvp';
import type { RsvpScope } from '@shared/schemas/rsvp-majlis';
import { useOwnerCard } from '@web/api/owner-card';
import { useRsvpTotals } from '@web/api/rsvp-totals';
import { AnswersByHandDialog } from '@web/components/owner-card/answers-by-hand-dialog';
import { MajlisRsvpTotals } from '@web/components/owner-card/majlis-rsvp-totals';
import { BackToCardHome } from '@web/components/owner-card/back-to-card-home';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { CsvDownloadLink } from '@web/components/ui/csv-download-link';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { SearchBox } from '@web/components/ui/search-box';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { INTL_LOCALES } from '@shared/i18n/locales';
import { useDeleteRsvp } from './api/delete-rsvp';
import type { RsvpView } from './api/get-rsvps';
import { useRsvpList } from './api/get-rsvps';
import { useUpdateRsvp } from './api/update-rsvp';
import { ConfirmDeleteDialog } from './components/confirm-delete-dialog';
import { RsvpGroupTabs, tabId } from './components/rsvp-group-tabs';
import { RsvpList } from './components/rsvp-list';
import type { RsvpActions } from './components/rsvp-row';
import { RsvpScopeFilters } from './components/rsvp-scope-filters';
import { RsvpSettingsPanel } from './components/rsvp-settings-panel';
import { SettingsFold } from './components/settings-fold';
import { UsherLinksPanel } from './components/usher-links-panel';
import { useLiveRsvps } from './hooks/use-live-rsvps';
import { cardMajlis } from './utils/card-majlis';
import { WHOLE_CARD } from './utils/rsvp-groups';

/** Long enough to skip the keys of a word typed at speed, short enough to feel instant. */
const SEARCH_DEBOUNCE_MS = 150;
const LIST_PANEL_ID = 'senarai-tetamu';

/**
 * The RSVP page (`/rsvp/:id`): the two switches, the three groups with their counts, the search,
 * each guest's row with Hadir, its undo and Padam, wish moderation, and the CSV of all RSVPs; the
 * usher links for the door, and live updates from it (a check-in there shows here within 2 s).
 * On a card of several majlis (or with sessions), each majlis's totals and seats left, the list
 * narrowed to one majlis or session, and each guest's answer and check-in at each majlis.
 */
export function RsvpManagementPage() {
  const t = useT();
  const { locale } = useLocale();
  const number = (n: number) => n.toLocaleString(INTL_LOCALES[locale]);
  const { id = '' } = useParams();
  const card = useOwnerCard(id);
  const [view, setView] = useState<RsvpView>('all');
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<RsvpScope>(WHOLE_CARD);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useRsvpList(id, view, q, scope);
  const cardMajlisList = card.data?.content.majlis;
  const majlis = useMemo(() => cardMajlis(cardMajlisList ?? [], locale), [cardMajlisList, locale]);
  const totals = useRsvpTotals(id, majlis !== null);
  const update = useUpdateRsvp(id);
  const remove = useDeleteRsvp(id);
  const [toDelete, setToDelete] = useState<OwnerRsvp | null>(null);
  const [toAnswer, setToAnswer] = useState<{ rsvp: OwnerRsvp } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [usherDialogOpen, setUsherDialogOpen] = useState(false);
  useLiveRsvps(id, card.isSuccess);

  // One object for the page's life (mutate and reset are stable): the rows are memoised, and a
  // new object each render would draw all of them again at every key typed in the search.
  const { mutate: updateRsvp } = update;
  const { reset: resetDelete } = remove;
  const actions = useMemo<RsvpActions>(() => {
    const failed = (error: unknown) => setNotice({ tone: 'error', text: errorMessage(error) });
    return {
      onCheckIn: (rsvp, checkedIn, majlisId) => {
        // Said with the majlis's name when the card has several.
        const name = majlisId === undefined ? undefined : majlis?.names.get(majlisId);
        updateRsvp(
          {
            rsvp,
            change: majlisId === undefined ? { checkedIn } : { checkedIn, majlis: majlisId },
          },
          {
            onSuccess: () =>
              setNotice({
                tone: 'done',
                text: name
                  ? checkedIn
                    ? t('rsvps.notice.checkedInAt', { name: rsvp.name, majlis: name })
                    : t('rsvps.notice.checkInUndoneAt', { name: rsvp.name, majlis: name })
                  : checkedIn
                    ? t('rsvps.notice.checkedIn', { name: rsvp.name })
                    : t('rsvps.notice.checkInUndone', { name: rsvp.name }),
              }),
            onError: failed,
          },
        );
      },
      onWishHidden: (rsvp, wishHidden) =>
        updateRsvp(
          { rsvp, change: { wishHidden } },
          {
            onSuccess: () =>
              setNotice({
                tone: 'done',
                text: wishHidden
                  ? t('rsvps.notice.wishHidden', { name: rsvp.name })
                  : t('rsvps.notice.wishShown', { name: rsvp.name }),
              }),
            onError: failed,
          },
        ),
      onDelete: (rsvp) => {
        resetDelete();
        setToDelete(rsvp);
      },
      onAnswers: (rsvp) => setToAnswer({ rsvp }),
    };
  }, [updateRsvp, resetDelete, majlis, t]);

  const pageTitle = t('rsvps.title');
  const fallback = ownerCardFallback(card, pageTitle);
  if (fallback || !card.data) return fallback;
  const { content } = card.data;
  const couple = `${content.groom_name} & ${content.bride_name}`;
  const first = list.data?.pages[0];
  // Staff open the page on a support case, read-only (audit-logged).
  const staffView = card.data.viewer === 'staff';

  const confirmDelete = (rsvp: OwnerRsvp) =>
    remove.mutate(rsvp, {
      onSuccess: () => {
        setToDelete(null);
        setNotice({ tone: 'done', text: t('rsvps.notice.deleted', { name: rsvp.name }) });
      },
    });

  return (
    <>
      <PageMeta title={siteTitle(`${pageTitle}: ${couple}`)} noindex />
      <section
        inert={toDelete !== null || toAnswer !== null || usherDialogOpen}
        className="mx-auto max-w-5xl px-5 pt-24 pb-16"
      >
        <BackToCardHome cardId={card.data.id} />
        <header className="mt-2 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-display text-3xl text-emerald-deep sm:text-4xl">{pageTitle}</h1>
            <p className="mt-1 text-muted">{couple}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* The guest list: who was invited, who opened their link and who has not replied (the
                list is the owner's own: staff's read-only view has no way to it). */}
            {!staffView && (
              <Link
                to={`/tetamu/${encodeURIComponent(card.data.id)}`}
                className={buttonClass('secondary', '', 'sm')}
              >
                <ListChecks className="ml-1 h-4 w-4" aria-hidden="true" />
                <span className="pr-2">{t('rsvps.guestListLink')}</span>
              </Link>
            )}
            <CsvDownloadLink
              apiPath={`/cards/${encodeURIComponent(card.data.id)}/rsvps.csv`}
              label={t('rsvps.downloadCsv')}
            />
          </div>
        </header>

        {staffView && (
          <p className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {t('rsvps.staffView')}
          </p>
        )}
        <div className="mt-6 grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <SettingsFold>
            <RsvpSettingsPanel card={card.data} />
            {!staffView && (
              <UsherLinksPanel
                cardId={card.data.id}
                couple={couple}
                onDialogChange={setUsherDialogOpen}
              />
            )}
          </SettingsFold>

          <section aria-labelledby="tetamu" className="min-w-0 space-y-3">
            <h2 id="tetamu" className="sr-only">
              {t('rsvps.listHeading')}
            </h2>
            {majlis && (
              <>
                <details
                  open
                  className="rounded-3xl border border-emerald-deep/10 bg-paper p-4 shadow-sm"
                  data-testid="majlis-totals"
                >
                  <summary className="cursor-pointer font-semibold text-ink">
                    {t('rsvps.totalsByMajlis')}
                  </summary>
                  <div className="mt-3">
                    <MajlisRsvpTotals majlis={majlis.list} totals={totals.data} />
                  </div>
                </details>
                <RsvpScopeFilters
                  majlis={majlis.list}
                  names={majlis.names}
                  scope={scope}
                  onChange={setScope}
                />
              </>
            )}
            {first && (
              <RsvpGroupTabs
                view={view}
                counts={first.counts}
                panelId={LIST_PANEL_ID}
                onChange={setView}
              />
            )}
            {first && first.total > 0 && (
              <p className="text-sm text-muted" data-testid="coming">
                {t('rsvps.coming.label')}{' '}
                <strong className="text-ink">
                  {t('rsvps.people', {
                    count: first.counts.expected.guests + first.counts['checked-in'].guests,
                  })}
                </strong>
                {t('rsvps.coming.arrived', { count: first.counts['checked-in'].guests })}
              </p>
            )}
            {first && first.total >= first.maxRsvps * 0.9 && (
              <p className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                {t('rsvps.nearMax', {
                  total: number(first.total),
                  max: number(first.maxRsvps),
                })}
              </p>
            )}
            {/* A name (any case) or part of a phone number. */}
            <SearchBox
              id="rsvp-search"
              label={t('rsvps.search')}
              value={search}
              onChange={setSearch}
              maxLength={MAX_RSVP_SEARCH_LENGTH}
              busy={list.isPlaceholderData}
            />
            <ActionNotice notice={notice} />
            <div
              id={LIST_PANEL_ID}
              role="tabpanel"
              aria-labelledby={tabId(view)}
              aria-busy={list.isFetching}
              className={`overflow-hidden rounded-3xl border border-emerald-deep/10 bg-paper shadow-sm transition-opacity ${
                list.isPlaceholderData ? 'opacity-60' : ''
              }`}
            >
              <RsvpList
                list={list}
                view={view}
                q={q}
                actions={staffView ? null : actions}
                onSearchEverywhere={() => setView('all')}
                majlis={majlis}
              />
            </div>
          </section>
        </div>
      </section>
      {toAnswer && (
        <AnswersByHandDialog
          cardId={card.data.id}
          majlis={content.majlis}
          closesOn={card.data.features.rsvpClosesOn}
          who={toAnswer}
          onSaved={(message) => {
            setToAnswer(null);
            setNotice({ tone: 'done', text: message });
          }}
          onClose={() => setToAnswer(null)}
        />
      )}
      {toDelete && (
        <ConfirmDeleteDialog
          rsvp={toDelete}
          deleting={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={() => confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </>
  );
}
