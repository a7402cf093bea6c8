import type { CardLanguage } from '@shared/i18n/card-words';
import type { GuestParty, GuestTemplates, PartyBody } from '@shared/schemas/guest-list';
import { AnswersByHandDialog } from '@web/components/owner-card/answers-by-hand-dialog';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { dayBeforeMessage, thanksMessage } from '@shared/guests/guest-messages';
import { personalMessage } from '@shared/guests/invitation-message';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import type { GuestListActions } from '../hooks/use-guest-list-actions';
import type { NamedMajlis } from '../utils/named-majlis';
import { groupSuggestions } from '../utils/party-filters';
import { ImportDialog } from './import-dialog';
import { PartyFormDialog } from './party-form-dialog';
import { SendFlowDialog } from './send-flow-dialog';
import { TemplatesDialog } from './templates-dialog';

/**
 * The dialog open over the guest list (add, edit, delete, new link, a party's answer by hand,
 * import, messages, send).
 */
export function GuestListDialogs({
  cardId,
  parties,
  majlis,
  closesOn,
  templates,
  language,
  actions,
}: {
  cardId: string;
  parties: GuestParty[];
  /** The card's majlis, in date order (the party form offers them). */
  majlis: readonly NamedMajlis[];
  /** The card's "Tarikh akhir RSVP" (the answer by hand says the form is closed to guests). */
  closesOn: string | null;
  templates: GuestTemplates;
  /** The card's language: the words its messages fill in. */
  language: CardLanguage;
  actions: GuestListActions;
}) {
  const t = useT();
  const { dialog, close, done } = actions;
  const { save, remove, mark, markMessage, renew, importer, saveTemplates } = actions.changes;
  if (!dialog) return null;

  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    const party = dialog.kind === 'edit' ? dialog.party : null;
    return (
      <PartyFormDialog
        party={party}
        majlis={majlis}
        groups={groupSuggestions(parties, [
          t('guestList.group.suggested.groom'),
          t('guestList.group.suggested.bride'),
          t('guestList.group.suggested.work'),
        ])}
        saving={save.isPending}
        error={save.error}
        onSubmit={(input: PartyBody) =>
          save.mutate(
            { partyId: party?.id ?? null, input },
            {
              onSuccess: (saved) =>
                done(
                  party
                    ? t('guestList.notice.updated', { name: saved.name })
                    : t('guestList.notice.added', { name: saved.name }),
                ),
            },
          )
        }
        onClose={close}
      />
    );
  }
  if (dialog.kind === 'delete') {
    return (
      <ConfirmDialog
        title={t('guestList.delete.title')}
        message={<p>{t('guestList.delete.message', { name: dialog.party.name })}</p>}
        confirmLabel={t('guestList.row.delete')}
        busyLabel={t('guestList.delete.busy')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(dialog.party, {
            onSuccess: () => done(t('guestList.notice.deleted', { name: dialog.party.name })),
          })
        }
        onCancel={close}
      />
    );
  }
  if (dialog.kind === 'renew') {
    return (
      <ConfirmDialog
        title={t('guestList.renew.title')}
        message={<p>{t('guestList.renew.message', { name: dialog.party.name })}</p>}
        confirmLabel={t('guestList.row.renewLink')}
        busyLabel={t('guestList.renew.busy')}
        busy={renew.isPending}
        error={renew.isError ? errorMessage(renew.error) : null}
        onConfirm={() =>
          renew.mutate(dialog.party, {
            onSuccess: (party) => done(t('guestList.notice.renewed', { name: party.name })),
          })
        }
        onCancel={close}
      />
    );
  }
  if (dialog.kind === 'answer') {
    return (
      <AnswersByHandDialog
        cardId={cardId}
        majlis={majlis}
        closesOn={closesOn}
        who={dialog}
        onSaved={done}
        onClose={close}
      />
    );
  }
  if (dialog.kind === 'import') {
    return (
      <ImportDialog
        importing={importer.isPending}
        error={importer.error}
        reply={importer.data}
        onImport={(body) => importer.mutate(body)}
        onClose={close}
      />
    );
  }
  if (dialog.kind === 'templates') {
    // The preview's guest: the list's first, or a made-up one on the card's plain link.
    const sample = parties[0] ?? {
      name: 'Mak Cik Som',
      link: `${window.location.origin}/kad/${encodeURIComponent(cardId)}`,
    };
    return (
      <TemplatesDialog
        templates={templates}
        sample={sample}
        majlis={majlis[0] ?? null}
        language={language}
        saving={saveTemplates.isPending}
        error={saveTemplates.error}
        onSave={(saved) =>
          saveTemplates.mutate(saved, {
            onSuccess: () => done(t('guestList.notice.templatesSaved')),
          })
        }
        onClose={close}
      />
    );
  }
  const { flow, majlisId } = dialog;
  const remindedMajlis = majlis.find((one) => one.id === majlisId);
  const messageOf = (party: GuestParty) => {
    if (flow === 'invitation') return personalMessage(templates.invitation, party);
    if (flow === 'reminder') return personalMessage(templates.reminder, party);
    if (flow === 'thanks') return thanksMessage(templates.thanks, party);
    const sessionId =
      party.rsvp?.majlis.find((answer) => answer.id === majlisId)?.sessionId ?? null;
    return remindedMajlis
      ? dayBeforeMessage(
          templates.dayBefore,
          party,
          { majlis: remindedMajlis, sessionId },
          language,
        )
      : '';
  };
  const messageSend = flow === 'day-before' || flow === 'thanks';
  return (
    <SendFlowDialog
      kind={flow}
      // The majlis a day-before reminder is for, named when the card has several.
      about={flow === 'day-before' && majlis.length > 1 ? remindedMajlis?.name : undefined}
      queue={dialog.queue}
      partyOf={(partyId) => parties.find((party) => party.id === partyId)}
      messageOf={messageOf}
      marking={messageSend ? markMessage.isPending : mark.isPending}
      error={messageSend ? markMessage.error : mark.error}
      onSend={(party, then) => {
        if (flow === 'invitation' || flow === 'reminder') {
          mark.mutate({ party, kind: flow }, { onSuccess: then });
        } else if (flow === 'thanks') {
          markMessage.mutate({ party, kind: 'thanks' }, { onSuccess: then });
        } else if (majlisId !== null) {
          markMessage.mutate({ party, kind: 'day-before', majlisId }, { onSuccess: then });
        }
      }}
      onClose={close}
    />
  );
}
