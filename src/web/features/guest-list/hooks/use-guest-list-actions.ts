import { useMemo, useState } from 'react';
import type { GuestParty } from '@shared/schemas/guest-list';
import type { Notice } from '@web/components/ui/action-notice';
import { errorMessage } from '@web/lib/api-client';
import { useDeleteParty } from '../api/delete-party';
import { useImportParties } from '../api/import-parties';
import { useMarkMessage } from '../api/guest-messages';
import type { SendFlowKind } from '../api/mark-sent';
import { useMarkSent } from '../api/mark-sent';
import { useRenewLink } from '../api/renew-link';
import { useSaveParty } from '../api/save-party';
import { useSaveTemplates } from '../api/save-templates';
import type { PartyActions } from '../components/party-row';
import { sendQueue } from '../utils/message-flows';

/** The one dialog open over the list, if any. */
export type GuestListDialog =
  | { kind: 'add' }
  | { kind: 'edit'; party: GuestParty }
  | { kind: 'delete'; party: GuestParty }
  | { kind: 'renew'; party: GuestParty }
  | { kind: 'answer'; party: GuestParty }
  | { kind: 'import' }
  | { kind: 'templates' }
  | {
      kind: 'send';
      flow: SendFlowKind;
      /** The majlis of a day-before reminder (null for the other flows). */
      majlisId: string | null;
      queue: string[];
    };

/**
 * What the owner does to the list: the changes sent to the server, the dialog open for one, and
 * the notice a finished change leaves. A dialog opens on a fresh change (no error from the last).
 * `answers`: whether the viewer may answer for a party by hand (the owner, not staff).
 */
export function useGuestListActions(cardId: string, answers: boolean) {
  const save = useSaveParty(cardId);
  const remove = useDeleteParty(cardId);
  const mark = useMarkSent(cardId);
  const markMessage = useMarkMessage(cardId);
  const renew = useRenewLink(cardId);
  const importer = useImportParties(cardId);
  const saveTemplates = useSaveTemplates(cardId);
  const [dialog, setDialog] = useState<GuestListDialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // One object for the page's life (mutate and reset are stable), so the rows stay memoised.
  const { mutate: markSent, reset: resetMark } = mark;
  const { reset: resetSave } = save;
  const { reset: resetRemove } = remove;
  const { reset: resetRenew } = renew;
  const rowActions = useMemo<PartyActions>(
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
      onAnswer: answers ? (party) => setDialog({ kind: 'answer', party }) : undefined,
    }),
    [markSent, resetSave, resetRemove, resetRenew, answers],
  );

  return {
    dialog,
    notice,
    rowActions,
    changes: { save, remove, mark, markMessage, renew, importer, saveTemplates },
    close: () => setDialog(null),
    /** A change went through: its dialog closes and the notice says what happened. */
    done: (text: string) => {
      setDialog(null);
      setNotice({ tone: 'done', text });
    },
    /** A send flow over the parties it is for now (`majlisId`: a day-before reminder's). */
    openFlow: (
      flow: SendFlowKind,
      parties: readonly GuestParty[],
      majlisId: string | null = null,
    ) => {
      resetMark();
      markMessage.reset();
      setDialog({ kind: 'send', flow, majlisId, queue: sendQueue(flow, parties, majlisId) });
    },
    openAdd: () => {
      resetSave();
      setDialog({ kind: 'add' });
    },
    openImport: () => {
      importer.reset();
      setDialog({ kind: 'import' });
    },
    openTemplates: () => setDialog({ kind: 'templates' }),
  };
}

export type GuestListActions = ReturnType<typeof useGuestListActions>;
