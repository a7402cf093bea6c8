import { memo, useId, useState } from 'react';
import { Check, Copy, MoreHorizontal } from 'lucide-react';
import { localNumber } from '@shared/contact/phone';
import { invitationWhatsappLink, personalMessage } from '@shared/guests/invitation-message';
import type { GuestParty } from '@shared/schemas/guest-list';
import { WhatsappIcon } from '@web/components/icons/whatsapp-icon';
import { answersByHandKey } from '@web/components/owner-card/answers-by-hand-dialog';
import { malaysiaDateTimeWords } from '@web/components/payments/payment-words';
import { buttonClass } from '@web/components/ui/link-button';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { useCopy } from '../hooks/use-copy';
import type { NamedMajlis } from '../utils/named-majlis';
import { PartyMessageMarks } from './party-message-marks';
import { PartyStatusBadge } from './party-status-badge';

export interface PartyActions {
  /** The WhatsApp button was tapped: the invitation is on its way. */
  onSent: (party: GuestParty) => void;
  onEdit: (party: GuestParty) => void;
  onDelete: (party: GuestParty) => void;
  onRenewLink: (party: GuestParty) => void;
  /** Rekod jawapan (Ubah jawapan once it answered): the owner's only, not staff's. */
  onAnswer?: ((party: GuestParty) => void) | undefined;
}

const SMALL = buttonClass('secondary', 'px-3!', 'sm');
export const WHATSAPP_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full bg-[#128c4a] font-semibold text-white shadow-sm transition hover:bg-[#0e743d] active:translate-y-px';

function When({ label, at }: { label: string; at: string | null }) {
  const { locale } = useLocale();
  if (!at) return null;
  return (
    <p>
      {label}: {malaysiaDateTimeWords(at, locale)}
    </p>
  );
}

/** Who among the co-hosts entered the party and sent it ("oleh Mak"); the owner names nobody. */
function ByHosts({ party }: { party: GuestParty }) {
  const t = useT();
  const notes = [
    party.changedBy && t('guestList.row.addedBy', { name: party.changedBy }),
    party.sentAt && party.sentBy && t('guestList.row.sentBy', { name: party.sentBy }),
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return <p className="mt-0.5 text-xs text-muted">{notes.join(' · ')}</p>;
}

/**
 * Its answer recorded by hand, Ubah, Padam, the link alone and a new link: behind "Lagi", so the
 * row stays one glance.
 */
function PartyMore({
  id,
  party,
  actions,
}: {
  id: string;
  party: GuestParty;
  actions: PartyActions;
}) {
  const t = useT();
  const link = useCopy();
  return (
    <div id={id} className="mt-2 space-y-2 rounded-2xl bg-neutral-50 px-3 py-3 text-sm">
      {party.note && (
        <p className="text-neutral-700">{t('guestList.row.note', { note: party.note })}</p>
      )}
      <div className="text-xs text-muted">
        <When label={t('guestList.row.sentAt')} at={party.sentAt} />
        <When label={t('guestList.row.remindedAt')} at={party.remindedAt} />
        <When label={t('guestList.row.openedAt')} at={party.openedAt} />
      </div>
      <p className="truncate rounded-lg bg-white px-2 py-1 font-mono text-xs text-neutral-600 select-all">
        {party.link}
      </p>
      {link.failed && <p className="text-xs text-red-800">{t('guestList.row.copyLinkFailed')}</p>}
      <div className="flex flex-wrap gap-2">
        {actions.onAnswer && (
          <button type="button" className={SMALL} onClick={() => actions.onAnswer?.(party)}>
            {t(answersByHandKey(party.rsvp !== null))}
          </button>
        )}
        <button type="button" className={SMALL} onClick={() => actions.onEdit(party)}>
          {t('guestList.row.edit')}
        </button>
        <button type="button" className={SMALL} onClick={() => void link.copy(party.link)}>
          {link.copied ? t('guestList.row.linkCopied') : t('guestList.row.copyLink')}
        </button>
        <button type="button" className={SMALL} onClick={() => actions.onRenewLink(party)}>
          {t('guestList.row.renewLink')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'px-3! text-red-800! border-red-200!', 'sm')}
          onClick={() => actions.onDelete(party)}
        >
          {t('guestList.row.delete')}
        </button>
      </div>
    </div>
  );
}

/**
 * The majlis a party is invited to, each with its answer there once it has one: "Akad Nikah ·
 * Hadir (3)", "Majlis Resepsi · Tidak hadir".
 */
function InvitedMajlis({ party, majlis }: { party: GuestParty; majlis: readonly NamedMajlis[] }) {
  const t = useT();
  const invited = majlis.filter((one) => party.invitedMajlis.includes(one.id));
  return (
    <ul
      className="mt-1 flex flex-wrap gap-1.5"
      aria-label={t('guestList.row.majlisOf', { name: party.name })}
    >
      {invited.length === 0 && (
        <li className="rounded-full bg-rose-50 px-2 py-0.5 text-xs text-rose-900">
          {t('guestList.row.noMajlis')}
        </li>
      )}
      {invited.map((one) => {
        const answer = party.rsvp?.majlis.find((candidate) => candidate.id === one.id);
        return (
          <li
            key={one.id}
            data-testid="party-majlis"
            className={`rounded-full px-2 py-0.5 text-xs ${
              answer?.attending
                ? 'bg-emerald-50 text-emerald-900'
                : answer
                  ? 'bg-neutral-100 text-neutral-700'
                  : 'bg-emerald-deep/5 text-ink'
            }`}
          >
            {one.name}
            {answer && (
              <span className="font-semibold">
                {' · '}
                {answer.attending
                  ? t('guestList.status.attendingWith', { count: answer.guests })
                  : t('guestList.status.declined')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One party: name, phone, group, how many it may bring, the majlis it is invited to (on a card
 * of several) and where it stands; its WhatsApp button
 * (a real link to wa.me with the personal message: it opens the chat, and the tap marks the
 * invitation sent), Salin for the message, and Lagi for the rest. Memoised: a send marked draws
 * its own row again, not the hundred others.
 */
export const PartyRow = memo(function PartyRow({
  party,
  template,
  actions,
  majlis,
}: {
  party: GuestParty;
  template: string;
  actions: PartyActions;
  majlis: readonly NamedMajlis[] | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const message = useCopy();

  return (
    <li data-testid="party-row" className="px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-52">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-semibold break-words text-ink">{party.name}</p>
            <PartyStatusBadge party={party} />
          </div>
          <p className="mt-0.5 flex flex-wrap gap-x-2 text-sm text-muted">
            <span className="tabular-nums">{localNumber(party.phone)}</span>
            <span aria-hidden="true">·</span>
            <span>{t('guestList.people', { count: party.allowance })}</span>
            {party.group && (
              <>
                <span aria-hidden="true">·</span>
                <span className="truncate">{party.group}</span>
              </>
            )}
          </p>
          <ByHosts party={party} />
          {majlis && <InvitedMajlis party={party} majlis={majlis} />}
          <PartyMessageMarks party={party} majlis={majlis} />
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <a
            href={invitationWhatsappLink(template, party)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => actions.onSent(party)}
            className={`${WHATSAPP_BUTTON} min-h-10 px-4 text-sm`}
          >
            <WhatsappIcon className="h-4 w-4" />
            WhatsApp<span className="sr-only"> {party.name}</span>
          </a>
          <button
            type="button"
            className={SMALL}
            onClick={() => void message.copy(personalMessage(template, party))}
          >
            {message.copied ? (
              <Check className="h-4 w-4 shrink-0" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4 shrink-0" aria-hidden="true" />
            )}
            {message.copied ? t('guestList.row.copied') : t('guestList.row.copy')}
            <span className="sr-only"> {t('guestList.row.messageOf', { name: party.name })}</span>
          </button>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen((was) => !was)}
            className={`${SMALL} ${open ? 'bg-emerald-deep/10!' : ''}`}
          >
            <MoreHorizontal className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('guestList.row.more', { name: party.name })}</span>
          </button>
        </div>
      </div>
      {message.failed && (
        <p className="mt-1 text-xs text-red-800">{t('guestList.row.copyMessageFailed')}</p>
      )}
      {open && <PartyMore id={moreId} party={party} actions={actions} />}
    </li>
  );
});
