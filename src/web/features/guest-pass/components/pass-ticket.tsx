import type { ReactNode } from 'react';
import { Clock, MapPin, Sun } from 'lucide-react';
import type { Pass } from '@shared/schemas/check-in';
import { displayTime } from '@shared/dates/clock-time';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { PassQr } from '@web/components/pass/pass-qr';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { CheckInState } from './check-in-state';
import { PassEnglish, PassMajlisList } from './pass-majlis-list';

/**
 * A pass lists its majlis when there is more to say than one date: several majlis, or a
 * session. A pass to one majlis (every card of one majlis) looks as it always did.
 */
const listsMajlis = (pass: Pass) =>
  pass.majlis.length > 1 || pass.majlis.some((majlis) => majlis.session !== null);

/**
 * The pass as the usher sees it over the guest's shoulder: the wedding, the QR code (large, on
 * white), the party's name and size (and, for a party on the guest list, how many its invitation
 * is for), and whether it was already checked in; for several majlis, each majlis with its
 * session, people and check-in (one pass, one QR code, for every majlis). `pass` is null
 * while the first answer is on its way (the QR code needs only the address); `note` says how
 * fresh the rest is.
 */
export function PassTicket({
  url,
  pass,
  note,
}: {
  url: string;
  pass: Pass | null;
  note?: ReactNode;
}) {
  const t = useT();
  const { locale } = useLocale();
  const listed = pass !== null && listsMajlis(pass);
  const when = pass
    ? [weekdayAndDateWords(pass.weddingDate, locale), displayTime(pass.startTime)]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <article className="overflow-hidden rounded-3xl border border-emerald-deep/10 bg-paper shadow-sm">
      <div className="px-5 pt-5 pb-4 text-center">
        {pass ? (
          <>
            <h2 className="font-display text-[1.7rem] leading-tight text-emerald-deep">
              {pass.couple}
            </h2>
            {listed ? (
              pass.majlis.length > 1 && (
                <p className="mt-2 text-sm text-ink">
                  {t('guestPass.manyMajlis', { count: pass.majlis.length })}
                </p>
              )
            ) : (
              <>
                <p className="mt-2 flex items-center justify-center gap-1.5 text-sm text-ink">
                  <Clock className="h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
                  {when}
                </p>
                {pass.location && (
                  <p className="mt-1 flex items-start justify-center gap-1.5 text-sm text-muted">
                    <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
                    <span>
                      {pass.location}
                      <PassEnglish english={pass.locationEn} />
                    </span>
                  </p>
                )}
              </>
            )}
          </>
        ) : (
          <p role="status" className="py-4 text-sm text-muted">
            {t('guestPass.loading')}
          </p>
        )}
      </div>

      {/* The perforation of a paper ticket. */}
      <hr aria-hidden="true" className="mx-5 border-t-2 border-dashed border-gold/30" />

      <div className="px-5 pt-5 pb-6 text-center">
        <PassQr
          url={url}
          label={t('guestPass.qr')}
          failed={t('guestPass.qrFailed')}
          className="mx-auto block aspect-square w-full max-w-[18rem] rounded-2xl border border-neutral-200 bg-white p-2"
        />
        <p className="mt-2 text-xs text-muted">
          <Sun className="mr-1 inline h-4 w-4 align-[-0.25rem] text-gold" aria-hidden="true" />
          {t('guestPass.brightness')}
        </p>

        {pass && (
          <>
            <p className="mt-5 text-2xl font-semibold break-words text-ink">{pass.name}</p>
            {!listed && pass.guests > 0 && (
              <p className="mt-0.5 text-base text-muted">
                {t('guestPass.people', { count: pass.guests })}
              </p>
            )}
            {/* A party's invitation size, when it says more than the party size above. */}
            {pass.allowance !== null && pass.allowance !== pass.guests && (
              <p className="mt-0.5 text-sm text-muted">
                {t('guestPass.invitedFor', { count: pass.allowance })}
              </p>
            )}
            {listed ? <PassMajlisList majlis={pass.majlis} /> : <CheckInState pass={pass} />}
          </>
        )}
        {note}
      </div>
    </article>
  );
}
