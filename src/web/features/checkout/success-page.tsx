import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { CardPayments, PaymentSummary } from '@shared/schemas/checkout';
import { useCardPayments } from '@web/api/card-payments';
import { cardSale, lastPaid } from '@web/components/payments/card-sale';
import { ExtraPaymentNotes } from '@web/components/payments/extra-payment-notes';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';
import { PaymentReceipt } from './components/payment-receipt';
import { forgetPayingCard } from './utils/stored-card-id';

/** After this long still pending, the page says the owner need not wait on it. */
const SLOW_AFTER_MS = 30_000;

type Outcome =
  | { kind: 'paid'; payment: PaymentSummary | undefined }
  | { kind: 'extra'; payment: PaymentSummary; sale: PaymentSummary | undefined }
  | { kind: 'pending' }
  | { kind: 'failed' }
  | { kind: 'none' };

/**
 * What the database says of the card's payment (the newest attempt decides, then the card). The
 * receipt is the card's sale; when the payment confirmed last is money for a card already paid
 * (an old bill paid anyway), that is what the owner has just done, and the page says it will be
 * given back rather than thanking them for activating the card with it.
 */
function outcomeOf({ state, payments }: CardPayments): Outcome {
  const newest = payments[0];
  if (state === 'active' || newest?.status === 'paid') {
    const sale = cardSale(payments);
    const last = lastPaid(payments);
    if (last && last.refund !== null) return { kind: 'extra', payment: last, sale };
    return { kind: 'paid', payment: sale };
  }
  if (newest?.status === 'pending') return { kind: 'pending' };
  return newest ? { kind: 'failed' } : { kind: 'none' };
}

const TITLES = {
  paid: 'checkout.success.paidTitle',
  extra: 'checkout.success.extraTitle',
  pending: 'checkout.success.statusTitle',
  failed: 'checkout.success.failedTitle',
  none: 'checkout.success.noneTitle',
} as const satisfies Record<Outcome['kind'], SiteMessageId>;

/** The card's state as a badge within a sentence. */
const activeBadge = (chunks: ReactNode[]) => (
  <span className="rounded-full bg-emerald-100 px-3 py-0.5 font-semibold text-emerald-900">
    {chunks}
  </span>
);

/**
 * The success page (`/success/:id`, the id being the card's): the payment as our database has
 * it, never as the address the provider sent the owner back with says. While the provider has
 * not yet confirmed it the page waits, asking every 2 s; then it shows the receipt and the way
 * to the card home, or says the payment did not go through and offers to try again.
 */
export function SuccessPage() {
  const { id = '' } = useParams();
  const payments = useCardPayments(id, { poll: true });
  const t = useT();
  const outcome = payments.data ? outcomeOf(payments.data) : null;
  const kind = outcome?.kind;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownKind = useRef(kind);
  const [slow, setSlow] = useState(false);

  // Paid: /pay/failed has no card left to lead back to.
  useEffect(() => {
    if (kind === 'paid' || kind === 'extra') forgetPayingCard(id);
  }, [kind, id]);

  // The answer changed while the owner watched (pending → paid): move focus, and the reader, to it.
  useEffect(() => {
    if (shownKind.current !== undefined && shownKind.current !== kind) heading.current?.focus();
    shownKind.current = kind;
  }, [kind]);

  useEffect(() => {
    if (kind !== 'pending') return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [kind]);

  const fallback = ownerCardFallback(payments, t(TITLES.pending));
  if (fallback || !payments.data || !outcome) return fallback;
  const { couple, cardId } = payments.data;
  const home = `/dashboard/${encodeURIComponent(cardId)}`;
  const checkout = `/checkout/${encodeURIComponent(cardId)}`;

  return (
    <section className="mx-auto max-w-xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t(TITLES[outcome.kind]))} noindex />
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-emerald-deep/10 bg-paper p-6 text-center shadow-sm">
        {(outcome.kind === 'paid' || outcome.kind === 'extra') && (
          <CircleCheck className="h-12 w-12 text-emerald-700" aria-hidden="true" />
        )}
        {outcome.kind === 'pending' && <Spinner />}
        {(outcome.kind === 'failed' || outcome.kind === 'none') && (
          <CircleX className="h-12 w-12 text-red-700" aria-hidden="true" />
        )}
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-display text-3xl text-emerald-deep outline-none"
        >
          {t(TITLES[outcome.kind])}
        </h1>

        {outcome.kind === 'paid' && (
          <>
            <p className="text-balance text-ink">
              <FormattedMessage id="checkout.success.nowActive" values={{ badge: activeBadge }} />
            </p>
            {outcome.payment && (
              <div className="w-full text-left">
                <PaymentReceipt couple={couple} payment={outcome.payment} />
                <p className="mt-2 text-center text-sm text-muted">
                  {t('checkout.success.receiptMailed')}
                </p>
              </div>
            )}
            <Link to={home} className={buttonClass('primary', 'w-full')}>
              {t('checkout.toCardHome')}
            </Link>
          </>
        )}

        {outcome.kind === 'extra' && (
          <>
            <p className="text-balance text-ink">
              <FormattedMessage
                id="checkout.success.alreadyActive"
                values={{ badge: activeBadge }}
              />
            </p>
            <ExtraPaymentNotes extras={[outcome.payment]} sale={outcome.sale} className="w-full" />
            <p className="text-sm text-muted">{t('checkout.success.detailsMailed')}</p>
            <Link to={home} className={buttonClass('primary', 'w-full')}>
              {t('checkout.toCardHome')}
            </Link>
          </>
        )}

        {outcome.kind === 'pending' && (
          <>
            <p role="status" className="text-ink">
              {t('checkout.success.waiting')}
            </p>
            <p className="text-sm text-muted">
              {slow ? t('checkout.success.slow') : t('checkout.success.keepOpen')}
            </p>
            {slow && (
              <Link to={home} className={buttonClass('secondary', 'w-full')}>
                {t('checkout.toCardHome')}
              </Link>
            )}
          </>
        )}

        {(outcome.kind === 'failed' || outcome.kind === 'none') && (
          <>
            <p className="text-balance text-ink">
              {outcome.kind === 'failed'
                ? t('checkout.success.failed')
                : t('checkout.success.none')}
            </p>
            <div className="flex w-full flex-col gap-2 sm:flex-row-reverse">
              <Link to={checkout} className={buttonClass('primary', 'w-full sm:flex-1')}>
                {outcome.kind === 'failed' ? t('checkout.tryAgain') : t('checkout.toCheckout')}
              </Link>
              <Link to={home} className={buttonClass('secondary', 'w-full sm:flex-1')}>
                {t('checkout.toCardHome')}
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
