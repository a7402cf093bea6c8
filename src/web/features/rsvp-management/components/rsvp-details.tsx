import type { ReactNode } from 'react';
import { PencilLine, Phone, Trash2 } from 'lucide-react';
import { telLink, whatsappLink } from '@shared/contact/phone';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { WhatsappIcon } from '@web/components/icons/whatsapp-icon';
import { answersByHandKey } from '@web/components/owner-card/answers-by-hand-dialog';
import { malaysiaDateTimeWords } from '@web/components/payments/payment-words';
import { buttonClass } from '@web/components/ui/link-button';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import type { CardMajlis } from '../utils/card-majlis';
import { sessionLabel } from '../utils/card-majlis';
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
 * The guest's answer at each majlis of the card (in date order): coming or not, how many, the
 * session, and checked in there, with Hadir or Batal Hadir for that majlis.
 */
function MajlisAnswers({
  rsvp,
  majlis,
  onCheckIn,
}: {
  rsvp: OwnerRsvp;
  majlis: CardMajlis;
  onCheckIn?: ((majlisId: string, checkedIn: boolean) => void) | undefined;
}) {
  const t = useT();
  const answered = majlis.list.filter((one) => rsvp.majlis.some((a) => a.id === one.id));
  if (answered.length === 0) return null;
  return (
    <ul
      className="mt-3 space-y-2"
      aria-label={t('rsvps.details.answersByMajlis', { name: rsvp.name })}
    >
      {answered.map((one) => {
        const answer = rsvp.majlis.find((candidate) => candidate.id === one.id)!;
        const name = majlis.names.get(one.id) ?? '';
        const session = sessionLabel(majlis, answer.sessionId);
        return (
          <li
            key={one.id}
            data-testid="rsvp-majlis-answer"
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-emerald-deep/10 bg-paper px-3 py-2"
          >
            <span className="min-w-0 text-sm">
              <span className="block font-semibold text-ink">{name}</span>
              <span className="text-muted">
                {answer.attending
                  ? [
                      t('rsvps.details.comingWith', { count: answer.guests }),
                      session,
                      answer.checkedIn ? t('rsvps.details.checkedIn') : undefined,
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  : t('rsvps.details.notComing')}
              </span>
            </span>
            {onCheckIn && answer.attending && (
              <button
                type="button"
                onClick={() => onCheckIn(one.id, !answer.checkedIn)}
                className={buttonClass(
                  answer.checkedIn ? 'secondary' : 'primary',
                  'shrink-0',
                  'sm',
                )}
              >
                <span className="px-2">
                  {answer.checkedIn ? t('rsvps.undoCheckIn') : t('rsvps.checkIn')}
                  <span className="sr-only">
                    {' '}
                    ({rsvp.name}, {name})
                  </span>
                </span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An opened row: phone (tap to call or WhatsApp), e-mail if any, number of
 * guests, the answer, when it was sent, the answer at each majlis (a card of several), the
 * wish, Ubah jawapan (the owner corrects it by hand) and Padam.
 */
export function RsvpDetails({
  id,
  rsvp,
  majlis,
  onCheckIn,
  onWishHidden,
  onDelete,
  onAnswers,
}: {
  id: string;
  rsvp: OwnerRsvp;
  /** The card's majlis; null on a card of one majlis without sessions. */
  majlis: CardMajlis | null;
  /** Absent in staff's read-only view, as the two below, and on a card of one majlis. */
  onCheckIn?: ((majlisId: string, checkedIn: boolean) => void) | undefined;
  onWishHidden?: ((hidden: boolean) => void) | undefined;
  onDelete?: (() => void) | undefined;
  onAnswers?: (() => void) | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <div id={id} className="border-t border-emerald-deep/10 bg-white/60 px-4 pt-3 pb-4 sm:pl-12">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term={t('rsvps.details.phone')}>
          <span className="tabular-nums">{rsvp.phoneNumber}</span>
          <span className="mt-1 flex flex-wrap gap-2">
            <a href={telLink(rsvp.phoneNumber)} className={buttonClass('secondary', '', 'sm')}>
              <Phone className="ml-1 h-4 w-4" aria-hidden="true" />
              <span className="pr-2">{t('rsvps.details.call')}</span>
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
          <Detail term={t('rsvps.details.email')}>
            <a href={`mailto:${rsvp.email}`} className="break-all text-emerald-deep underline">
              {rsvp.email}
            </a>
          </Detail>
        )}
        <Detail term={t('rsvps.details.guests')}>
          {t('rsvps.people', { count: rsvp.guests })}
        </Detail>
        <Detail term={t('rsvps.details.attendance')}>
          {rsvp.attending
            ? rsvp.checkedIn
              ? t('rsvps.details.arrived')
              : t('rsvps.details.coming')
            : t('rsvps.details.notComing')}
        </Detail>
        <Detail term={t('rsvps.details.sentAt')}>
          {malaysiaDateTimeWords(rsvp.created_at, locale)}
        </Detail>
      </dl>
      {majlis && <MajlisAnswers rsvp={rsvp} majlis={majlis} onCheckIn={onCheckIn} />}
      {rsvp.ucapan && (
        <RsvpWish ucapan={rsvp.ucapan} hidden={rsvp.wishHidden} onHiddenChange={onWishHidden} />
      )}
      {(onAnswers || onDelete) && (
        <div className="mt-4 flex flex-wrap justify-between gap-2">
          {onAnswers && (
            <button
              type="button"
              onClick={onAnswers}
              className={buttonClass('secondary', '', 'sm')}
            >
              <PencilLine className="ml-1 h-4 w-4" aria-hidden="true" />
              <span className="pr-2">
                {t(answersByHandKey(true))}
                <span className="sr-only"> ({rsvp.name})</span>
              </span>
            </button>
          )}
          {onDelete && (
            <button type="button" onClick={onDelete} className={`${DANGER_BUTTON} ml-auto`}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('rsvps.details.delete')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
