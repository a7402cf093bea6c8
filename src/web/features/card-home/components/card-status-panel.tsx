import { useEffect } from 'react';
import { Link } from 'react-router';
import type { OwnerCard } from '@shared/schemas/owner-card';
import { useNow } from '@web/hooks/use-now';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { PaymentNote } from './payment-note';

const pad = (n: number) => String(n).padStart(2, '0');

/** h:mm:ss of what is left, never below zero. */
function hoursMinutesSeconds(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The card home's status: Trial with a live h:m:s countdown to the end of the trial
 * hour, Luput with Aktifkan (to checkout), or Aktif with the payment that activated it (and any
 * extra payment, to be given back). The state and the time come from the server; the phone's
 * clock only measures the seconds since the server answered, so a phone set to the wrong time
 * still counts right.
 */
export function CardStatusPanel({
  card,
  fetchedAt,
  onTrialOver,
  payable = true,
}: {
  card: OwnerCard;
  /** `Date.now()` when the card's reply arrived. */
  fetchedAt: number;
  /** The countdown reached zero: time to ask the server again. */
  onTrialOver: () => void;
  /** Offer to pay and show the payment (the owner, staff); a Pengurus sees the state only. */
  payable?: boolean;
}) {
  const t = useT();
  const counting = card.state === 'trial';
  const now = useNow(1000, { enabled: counting });
  const serverNow = Date.parse(card.serverNow) + (now - fetchedAt);
  const left = Date.parse(card.trialEndsAt) - serverNow;
  const over = counting && left <= 0;
  useEffect(() => {
    if (over) onTrialOver();
  }, [over, onTrialOver]);
  const state = over ? 'expired' : card.state;

  return (
    <section
      aria-labelledby="card-status"
      className="rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm"
    >
      <h2 id="card-status" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('cardHome.status.title')}
      </h2>
      {state === 'trial' && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p>
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              {t('cardHome.status.trial')}
            </span>
            <span className="ml-3 text-ink">
              {t('cardHome.status.endsIn')}{' '}
              <time
                className="font-mono text-lg font-semibold tabular-nums"
                aria-label={t('cardHome.status.timeLeft')}
              >
                {hoursMinutesSeconds(left)}
              </time>
            </span>
          </p>
          {payable && (
            <Link to={`/checkout/${card.id}`} className={buttonClass('primary', '', 'sm')}>
              <span className="px-3">{t('cardHome.status.activateNow')}</span>
            </Link>
          )}
        </div>
      )}
      {state === 'expired' && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p>
            <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800">
              {t('cardHome.status.expired')}
            </span>
            <span className="ml-3 text-sm text-ink">{t('cardHome.status.expiredNote')}</span>
          </p>
          {payable && (
            <Link to={`/checkout/${card.id}`} className={buttonClass('primary', '', 'sm')}>
              <span className="px-3">{t('cardHome.status.activate')}</span>
            </Link>
          )}
        </div>
      )}
      {state === 'active' && (
        <>
          <p className="mt-2">
            <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
              {t('cardHome.status.active')}
            </span>
            <span className="ml-3 text-sm text-ink">{t('cardHome.status.activeNote')}</span>
          </p>
          {payable && <PaymentNote cardId={card.id} />}
        </>
      )}
    </section>
  );
}
