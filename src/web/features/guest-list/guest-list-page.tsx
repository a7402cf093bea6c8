import { useDeferredValue, useMemo, useState } from 'react';
import { listTotals, totalsByGroup } from '@shared/guests/party-status';
import type { Notice } from '@web/components/ui/action-notice';
import { ActionNotice } from '@web/components/ui/action-notice';
import { useParams } from 'react-router';
import { FileUp, UserPlus } from 'lucide-react';
import type { PartyInput } from '@shared/guests/guest-party';
import { MAX_PARTIES_PER_CARD } from '@shared/guests/guest-party';
import { awaitsReply } from '@shared/guests/party-status';
import type { GuestParty } from '@shared/schemas/guest-list';
import { useOwnerCard } from '@web/api/owner-card';
import { BackToCardHome } from '@web/components/owner-card/back-to-card-home';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { CsvDownloadLink } from '@web/components/ui/csv-download-link';
import { Button } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { errorMessage } from '@web/lib/api-client';
import { useDeleteParty } from './api/delete-party';
import { useGuestList } from './api/get-guest-list';
import { useGuestTemplates } from './api/get-templates';
import { useImportParties } from './api/import-parties';
import type { SendKind } from './api/mark-sent';
import { useMarkSent } from './api/mark-sent';
import { useRenewLink } from './api/renew-link';
import { useSaveParty } from './api/save-party';
import { useSaveTemplates } from './api/save-templates';
import { useLiveGuestList } from './hooks/use-live-guest-list';
import { ImportDialog } from './components/import-dialog';
import { ListFilters } from './components/list-filters';
import { GroupTotalsTable, ListTotals } from './components/list-totals';
import { PartyFormDialog } from './components/party-form-dialog';
import { PartyList } from './components/party-list';
import type { PartyActions } from './components/party-row';
import { SendFlowDialog } from './components/send-flow-dialog';
import { SendPanel } from './components/send-panel';
import { TemplatesDialog } from './components/templates-dialog';
import type { GroupFilter, StatusFilter } from './utils/party-filters';
import { filterParties, groupSuggestions } from './utils/party-filters';

const PAGE_TITLE = 'Senarai Tetamu';
const number = (n: number) => n.toLocaleString('ms-MY');

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; party: GuestParty }
  | { kind: 'delete'; party: GuestParty }
  | { kind: 'renew'; party: GuestParty }
  | { kind: 'import' }
  | { kind: 'templates' }
  | { kind: 'send'; flow: SendKind; queue: string[] };

/** Who a flow walks through: the invitations not sent, or the invited who have not replied. */
const inFlow = (flow: SendKind) => (party: GuestParty) =>
  flow === 'invitation' ? party.status === 'belum-dihantar' : awaitsReply(party);

/**
 * Issue 19, the guest list (`/tetamu/:id`, the owner's): the card's parties with their totals,
 * added by hand or imported, each sent its personal invitation by one WhatsApp tap (or one after
 * another with Hantar seterusnya), reminded, and followed from sent to opened to replied.
 */
export function GuestListPage() {
  const { id = '' } = useParams();
  const card = useOwnerCard(id);
  const list = useGuestList(id);
  useLiveGuestList(id, list.isSuccess);
  const templates = useGuestTemplates(id);
  const save = useSaveParty(id);
  const remove = useDeleteParty(id);
  const mark = useMarkSent(id);
  const renew = useRenewLink(id);
  const importer = useImportParties(id);
  const saveTemplates = useSaveTemplates(id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState<GroupFilter>(null);
  const [status, setStatus] = useState<StatusFilter>('semua');
  // Typing stays instant: the list follows the search when React has a moment.
  const deferredSearch = useDeferredValue(search);

  const parties = useMemo(() => list.data?.parties ?? [], [list.data]);
  const found = useMemo(
    () => filterParties(parties, { search: deferredSearch, group, status }),
    [parties, deferredSearch, group, status],
  );
  // Counted from the parties in the page by the server's own rule: a send marked or a party
  // added shows in the totals without reading the list again.
  const totals = useMemo(() => listTotals(parties), [parties]);
  const groups = useMemo(() => totalsByGroup(parties), [parties]);

  // One object for the page's life (mutate and reset are stable), so the rows stay memoised.
  const { mutate: markSent, reset: resetMark } = mark;
  const { reset: resetSave } = save;
  const { reset: resetRemove } = remove;
  const { reset: resetRenew } = renew;
  const actions = useMemo<PartyActions>(
    () => ({
      onSent: (party) =>
        markSent(
          { party, kind: 'invitation' },
          { onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }) },
        ),
      onEdit: (party) => {
        resetSave();
        setDialog({ kind: 'edit', party });
      },
      onDelete: (party) => {
        resetRemove();
        setDialog({ kind: 'delete', party });
      },
      onRenewLink: (party) => {
        resetRenew();
        setDialog({ kind: 'renew', party });
      },
    }),
    [markSent, resetSave, resetRemove, resetRenew],
  );

  const fallback =
    ownerCardFallback(card, PAGE_TITLE) ??
    ownerCardFallback(list, PAGE_TITLE) ??
    ownerCardFallback(templates, PAGE_TITLE);
  if (fallback || !card.data || !list.data || !templates.data) return fallback;
  const { content } = card.data;
  const couple = `${content.groom_name} & ${content.bride_name}`;
  const close = () => setDialog(null);
  const done = (text: string) => {
    setDialog(null);
    setNotice({ tone: 'done', text });
  };

  const openFlow = (flow: SendKind) => {
    resetMark();
    setDialog({ kind: 'send', flow, queue: parties.filter(inFlow(flow)).map((p) => p.id) });
  };
  const openAdd = () => {
    resetSave();
    setDialog({ kind: 'add' });
  };
  const openImport = () => {
    importer.reset();
    setDialog({ kind: 'import' });
  };
  const submitParty = (party: GuestParty | null) => (input: PartyInput) =>
    save.mutate(
      { partyId: party?.id ?? null, input },
      {
        onSuccess: (saved) =>
          done(party ? `${saved.name} dikemas kini.` : `${saved.name} ditambah ke senarai.`),
      },
    );
  const sample = parties[0] ?? {
    name: 'Mak Cik Som',
    link: `${window.location.origin}/kad/${encodeURIComponent(id)}`,
  };
  const filtering = deferredSearch.trim() !== '' || group !== null || status !== 'semua';

  return (
    <>
      <PageMeta title={siteTitle(`${PAGE_TITLE}: ${couple}`)} noindex />
      <section inert={dialog !== null} className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-5">
        <BackToCardHome cardId={card.data.id} />
        <header className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="font-display text-3xl text-emerald-deep sm:text-4xl">{PAGE_TITLE}</h1>
            <p className="mt-1 text-muted">{couple}</p>
          </div>
          <CsvDownloadLink apiPath={`/cards/${encodeURIComponent(card.data.id)}/guests.csv`} />
        </header>

        <div className="mt-5">
          <ListTotals totals={totals} />
        </div>

        <div className="mt-5 grid gap-5 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          <div className="min-w-0 space-y-5">
            {parties.length > 0 && (
              <SendPanel
                unsent={parties.filter(inFlow('invitation')).length}
                awaiting={parties.filter(inFlow('reminder')).length}
                onInvite={() => openFlow('invitation')}
                onRemind={() => openFlow('reminder')}
                onTemplates={() => setDialog({ kind: 'templates' })}
              />
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button tone="secondary" onClick={openAdd}>
                <UserPlus className="h-4 w-4 shrink-0" aria-hidden="true" />
                Tambah tetamu
              </Button>
              <Button tone="secondary" onClick={openImport}>
                <FileUp className="h-4 w-4 shrink-0" aria-hidden="true" />
                Import senarai
              </Button>
            </div>
            {groups.length > 1 || (groups.length === 1 && groups[0]!.group !== '') ? (
              <div className="hidden lg:block">
                <GroupTotalsTable groups={groups} />
              </div>
            ) : null}
          </div>

          <section aria-labelledby="senarai" className="min-w-0 space-y-3">
            <h2 id="senarai" className="sr-only">
              Senarai
            </h2>
            {parties.length >= MAX_PARTIES_PER_CARD * 0.9 && (
              <p className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                Senarai ini ada {number(parties.length)} daripada maksimum{' '}
                {number(MAX_PARTIES_PER_CARD)} tetamu.
              </p>
            )}
            {parties.length > 0 && (
              <ListFilters
                search={search}
                onSearch={setSearch}
                group={group}
                groups={groups.map((g) => g.group)}
                onGroup={setGroup}
                status={status}
                onStatus={setStatus}
              />
            )}
            <ActionNotice notice={notice} />
            {parties.length > 0 && (
              <p className="text-sm text-muted" data-testid="shown-count">
                {filtering
                  ? `${number(found.length)} daripada ${number(parties.length)} tetamu`
                  : `${number(parties.length)} tetamu`}
              </p>
            )}
            <div className="overflow-hidden rounded-3xl border border-emerald-deep/10 bg-paper shadow-sm">
              {parties.length === 0 ? (
                <div className="px-5 py-10 text-center">
                  <p className="font-semibold text-ink">Senarai tetamu anda masih kosong.</p>
                  <p className="mx-auto mt-1 max-w-md text-sm text-muted">
                    Tambah tetamu seorang demi seorang, atau tampal senarai daripada nota atau
                    hamparan. Setiap tetamu menerima pautan kad peribadinya sendiri.
                  </p>
                </div>
              ) : found.length === 0 ? (
                <div className="px-5 py-10 text-center text-muted">
                  <p>Tiada tetamu sepadan.</p>
                  <Button
                    tone="secondary"
                    className="mt-3"
                    onClick={() => {
                      setSearch('');
                      setGroup(null);
                      setStatus('semua');
                    }}
                  >
                    Tunjuk semua
                  </Button>
                </div>
              ) : (
                <PartyList
                  parties={found}
                  filter={`${deferredSearch}\n${group}\n${status}`}
                  template={templates.data.invitation}
                  actions={actions}
                />
              )}
            </div>
            {groups.length > 1 || (groups.length === 1 && groups[0]!.group !== '') ? (
              <div className="lg:hidden">
                <GroupTotalsTable groups={groups} />
              </div>
            ) : null}
          </section>
        </div>
      </section>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <PartyFormDialog
          party={dialog.kind === 'edit' ? dialog.party : null}
          groups={groupSuggestions(parties)}
          saving={save.isPending}
          error={save.error}
          onSubmit={submitParty(dialog.kind === 'edit' ? dialog.party : null)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Padam tetamu?"
          message={
            <p>
              {dialog.party.name} akan dikeluarkan dari senarai dan pautan peribadinya tidak lagi
              berfungsi. RSVP yang telah dihantar kekal di halaman RSVP.
            </p>
          }
          confirmLabel="Padam"
          busyLabel="Memadam…"
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={() =>
            remove.mutate(dialog.party, {
              onSuccess: () => done(`${dialog.party.name} telah dipadam dari senarai.`),
            })
          }
          onCancel={close}
        />
      )}
      {dialog?.kind === 'renew' && (
        <ConfirmDialog
          title="Tukar pautan?"
          message={
            <p>
              {dialog.party.name} akan mendapat pautan baharu. Pautan lama akan berhenti berfungsi:
              hantar pautan baharu kepadanya selepas ini.
            </p>
          }
          confirmLabel="Tukar pautan"
          busyLabel="Menukar…"
          busy={renew.isPending}
          error={renew.isError ? errorMessage(renew.error) : null}
          onConfirm={() =>
            renew.mutate(dialog.party, {
              onSuccess: (party) =>
                done(`Pautan baharu untuk ${party.name} sedia. Pautan lama tidak lagi berfungsi.`),
            })
          }
          onCancel={close}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog
          importing={importer.isPending}
          error={importer.error}
          reply={importer.data}
          onImport={(body) => importer.mutate(body)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'templates' && (
        <TemplatesDialog
          templates={templates.data}
          sample={sample}
          saving={saveTemplates.isPending}
          error={saveTemplates.error}
          onSave={(saved) =>
            saveTemplates.mutate(saved, { onSuccess: () => done('Mesej disimpan.') })
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'send' && (
        <SendFlowDialog
          kind={dialog.flow}
          queue={dialog.queue}
          partyOf={(partyId) => parties.find((party) => party.id === partyId)}
          template={
            dialog.flow === 'invitation' ? templates.data.invitation : templates.data.reminder
          }
          marking={mark.isPending}
          error={mark.error}
          onSend={(party, then) => markSent({ party, kind: dialog.flow }, { onSuccess: then })}
          onClose={close}
        />
      )}
    </>
  );
}
