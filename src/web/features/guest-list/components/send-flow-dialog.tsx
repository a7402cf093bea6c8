import { useState } from 'react';
import { localNumber, whatsappLink } from '@shared/contact/phone';
import type { GuestParty } from '@shared/schemas/guest-list';
import { WhatsappIcon } from '@web/components/icons/whatsapp-icon';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import type { SendFlowKind } from '../api/mark-sent';
import { WHATSAPP_BUTTON } from './party-row';
import { WhatsappHelp } from './whatsapp-help';

/** Each flow's title, what it says with nobody to send to, and what it counts once done. */
const FLOW_WORDS: Record<
  SendFlowKind,
  { title: SiteMessageId; none: SiteMessageId; done: SiteMessageId }
> = {
  invitation: {
    title: 'guestList.flow.invitation.title',
    none: 'guestList.flow.invitation.none',
    done: 'guestList.flow.invitation.done',
  },
  reminder: {
    title: 'guestList.flow.reminder.title',
    none: 'guestList.flow.reminder.none',
    done: 'guestList.flow.reminder.done',
  },
  'day-before': {
    title: 'guestList.flow.dayBefore.title',
    none: 'guestList.flow.dayBefore.none',
    done: 'guestList.flow.dayBefore.done',
  },
  thanks: {
    title: 'guestList.flow.thanks.title',
    none: 'guestList.flow.thanks.none',
    done: 'guestList.flow.thanks.done',
  },
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
  const t = useT();
  const [index, setIndex] = useState(0);
  const [sent, setSent] = useState(0);
  // A party deleted meanwhile is passed over.
  const remaining = queue.slice(index).map(partyOf);
  const skipped = remaining.findIndex((party) => party !== undefined);
  const at = skipped < 0 ? queue.length : index + skipped;
  const party = skipped < 0 ? undefined : remaining[skipped];
  const words = FLOW_WORDS[kind];
  const title = about ? `${t(words.title)}: ${about}` : t(words.title);

  if (queue.length === 0 || !party) {
    return (
      <SheetDialog title={title} onClose={onClose}>
        <div className="space-y-4 text-center" role="status">
          <p className="text-lg font-semibold text-ink">
            {queue.length === 0 ? t(words.none) : t('guestList.flow.finished')}
          </p>
          {queue.length > 0 && <p className="text-neutral-700">{t(words.done, { count: sent })}</p>}
          <Button className="w-full" onClick={onClose}>
            {t('guestList.flow.close')}
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
            {t('guestList.flow.progress', { at: at + 1, total: queue.length })}
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
            {party.group && ` · ${party.group}`} ·{' '}
            {t('guestList.people', { count: party.allowance })}
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
          {t('guestList.flow.send')}
          <span className="sr-only"> {t('guestList.flow.sendTo', { name: party.name })}</span>
        </a>
        <div className="flex justify-between gap-2">
          <Button tone="quiet" onClick={next}>
            {t('guestList.flow.skip')}
          </Button>
          <Button tone="quiet" onClick={onClose}>
            {t('guestList.flow.stop')}
          </Button>
        </div>
        <WhatsappHelp className="border-t border-neutral-100 pt-3 text-xs" />
      </div>
    </SheetDialog>
  );
}
