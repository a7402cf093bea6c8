import { useState } from 'react';
import { localNumber, whatsappLink } from '@shared/contact/phone';
import type { GuestParty } from '@shared/schemas/guest-list';
import { WhatsappIcon } from '@web/components/icons/whatsapp-icon';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { errorMessage } from '@web/lib/api-client';
import type { SendFlowKind } from '../api/mark-sent';
import { WHATSAPP_BUTTON } from './party-row';
import { WhatsappHelp } from './whatsapp-help';

const number = (n: number) => n.toLocaleString('ms-MY');

export const SEND_FLOW_TITLES: Record<SendFlowKind, string> = {
  invitation: 'Hantar seterusnya',
  reminder: 'Peringatan',
  'day-before': 'Peringatan sehari sebelum',
  thanks: 'Ucapan terima kasih',
};

/** What the flow says with nobody to send to, and what it counts once done. */
const FLOW_WORDS: Record<SendFlowKind, { none: string; done: string }> = {
  invitation: { none: 'Semua tetamu telah dihantar jemputan.', done: 'jemputan' },
  reminder: { none: 'Tiada tetamu yang menunggu peringatan.', done: 'peringatan' },
  'day-before': {
    none: 'Semua tetamu yang hadir telah diingatkan.',
    done: 'peringatan sehari sebelum',
  },
  thanks: { none: 'Semua tetamu telah diucap terima kasih.', done: 'ucapan terima kasih' },
};

/**
 * Hantar seterusnya (Peringatan, Peringatan sehari sebelum, Ucapan terima kasih): the parties to
 * send to, one at a time, each one tap. The
 * big button is a real wa.me link (the chat opens with the message written); its tap marks the
 * party sent, and once the server has it the next party comes up. The parties are those waiting
 * when the flow opened, so a party marked does not shift the count under the owner's thumb.
 */
export function SendFlowDialog({
  kind,
  about,
  queue,
  partyOf,
  messageOf,
  marking,
  error,
  onSend,
  onClose,
}: {
  kind: SendFlowKind;
  /** What the flow is about, under its title (the majlis of a day-before reminder). */
  about?: string | undefined;
  /** The ids of the parties to walk through, in the list's order. */
  queue: string[];
  /** The party as it is now (an edit or a send shows at once). */
  partyOf: (id: string) => GuestParty | undefined;
  /** The party's own message, its template filled. */
  messageOf: (party: GuestParty) => string;
  marking: boolean;
  error: unknown;
  /** Marks the party sent; `then` runs once the server has it. */
  onSend: (party: GuestParty, then: () => void) => void;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [sent, setSent] = useState(0);
  // A party deleted meanwhile is passed over.
  const remaining = queue.slice(index).map(partyOf);
  const skipped = remaining.findIndex((party) => party !== undefined);
  const at = skipped < 0 ? queue.length : index + skipped;
  const party = skipped < 0 ? undefined : remaining[skipped];
  const title = about ? `${SEND_FLOW_TITLES[kind]}: ${about}` : SEND_FLOW_TITLES[kind];
  const words = FLOW_WORDS[kind];

  if (queue.length === 0 || !party) {
    return (
      <SheetDialog title={title} onClose={onClose}>
        <div className="space-y-4 text-center" role="status">
          <p className="text-lg font-semibold text-ink">
            {queue.length === 0 ? words.none : 'Selesai!'}
          </p>
          {queue.length > 0 && (
            <p className="text-neutral-700">
              {number(sent)} {words.done} ditanda dihantar.
            </p>
          )}
          <Button className="w-full" onClick={onClose}>
            Tutup
          </Button>
        </div>
      </SheetDialog>
    );
  }

  const message = messageOf(party);
  const next = () => setIndex(at + 1);
  return (
    <SheetDialog title={title} onClose={onClose}>
      <div className="space-y-4">
        <div>
          <p className="text-sm font-semibold text-emerald-deep" data-testid="send-progress">
            {number(at + 1)} daripada {number(queue.length)}
          </p>
          <div
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-emerald-deep/10"
            aria-hidden="true"
          >
            <div
              className="h-full rounded-full bg-emerald-deep transition-[width]"
              style={{ width: `${(at / queue.length) * 100}%` }}
            />
          </div>
        </div>
        <div data-testid="send-party">
          <p className="text-xl font-semibold break-words text-ink">{party.name}</p>
          <p className="text-sm text-muted">
            <span className="tabular-nums">{localNumber(party.phone)}</span>
            {party.group && ` · ${party.group}`} · {party.allowance} orang
          </p>
        </div>
        <p className="max-h-40 overflow-y-auto rounded-2xl bg-neutral-50 px-4 py-3 text-sm whitespace-pre-wrap text-neutral-800 [overflow-wrap:anywhere]">
          {message}
        </p>
        {error ? (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(error)}
          </p>
        ) : null}
        <a
          href={whatsappLink(party.phone, message)}
          target="_blank"
          rel="noopener noreferrer"
          aria-disabled={marking || undefined}
          onClick={() =>
            onSend(party, () => {
              setSent((n) => n + 1);
              next();
            })
          }
          className={`${WHATSAPP_BUTTON} min-h-14 w-full px-6 text-lg ${marking ? 'pointer-events-none opacity-60' : ''}`}
        >
          <WhatsappIcon className="h-6 w-6" />
          Hantar melalui WhatsApp<span className="sr-only"> kepada {party.name}</span>
        </a>
        <div className="flex justify-between gap-2">
          <Button tone="quiet" onClick={next}>
            Langkau
          </Button>
          <Button tone="quiet" onClick={onClose}>
            Berhenti
          </Button>
        </div>
        <WhatsappHelp className="border-t border-neutral-100 pt-3 text-xs" />
      </div>
    </SheetDialog>
  );
}
