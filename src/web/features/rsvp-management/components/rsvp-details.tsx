import type { ReactNode } from 'react';
import { Phone, Trash2 } from 'lucide-react';
import { telLink, whatsappLink } from '@shared/contact/phone';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { WhatsappIcon } from '@web/components/icons/whatsapp-icon';
import { buttonClass } from '@web/components/ui/link-button';
import { RsvpWish } from './rsvp-wish';

/** Padam: the page's one destructive button, in red (the shared tones are all emerald). */
export const DANGER_BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-full border border-red-300 bg-paper px-4 text-sm font-semibold whitespace-nowrap text-red-700 transition hover:border-red-600 hover:bg-red-50';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

/**
 * An opened row: phone (tap to call or WhatsApp), e-mail if any, number of
 * guests, the answer, when it was sent, the wish, and Padam.
 */
export function RsvpDetails({
  id,
  rsvp,
  onWishHidden,
  onDelete,
}: {
  id: string;
  rsvp: OwnerRsvp;
  /** Both absent in staff's read-only view. */
  onWishHidden?: ((hidden: boolean) => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <div id={id} className="border-t border-emerald-deep/10 bg-white/60 px-4 pt-3 pb-4 sm:pl-12">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term="Telefon">
          <span className="tabular-nums">{rsvp.phoneNumber}</span>
          <span className="mt-1 flex flex-wrap gap-2">
            <a href={telLink(rsvp.phoneNumber)} className={buttonClass('secondary', '', 'sm')}>
              <Phone className="ml-1 h-4 w-4" aria-hidden="true" />
              <span className="pr-2">Telefon</span>
            </a>
            <a
              href={whatsappLink(rsvp.phoneNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', '', 'sm')}
            >
              <WhatsappIcon className="ml-1 h-4 w-4" />
              <span className="pr-2">WhatsApp</span>
            </a>
          </span>
        </Detail>
        {rsvp.email && (
          <Detail term="Email">
            <a href={`mailto:${rsvp.email}`} className="break-all text-emerald-deep underline">
              {rsvp.email}
            </a>
          </Detail>
        )}
        <Detail term="Bilangan tetamu">{rsvp.guests} orang</Detail>
        <Detail term="Kehadiran">
          {rsvp.attending ? (rsvp.checkedIn ? 'Hadir, sudah sampai' : 'Hadir') : 'Tidak hadir'}
        </Detail>
        <Detail term="Masa RSVP">{malaysiaDateTime(rsvp.created_at)}</Detail>
      </dl>
      {rsvp.ucapan && (
        <RsvpWish ucapan={rsvp.ucapan} hidden={rsvp.wishHidden} onHiddenChange={onWishHidden} />
      )}
      {onDelete && (
        <div className="mt-4 flex justify-end">
          <button type="button" onClick={onDelete} className={DANGER_BUTTON}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Padam
          </button>
        </div>
      )}
    </div>
  );
}
