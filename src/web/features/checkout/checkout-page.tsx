import { useParams } from 'react-router';
import { BackToCardHome } from '@web/components/owner-card/back-to-card-home';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';
import { useCheckoutSummary } from './api/get-checkout-summary';
import { CardAlreadyActive } from './components/card-already-active';
import { CheckoutForm } from './components/checkout-form';

/**
 * The checkout (`/checkout/:id`): what is bought and for how much, the billing
 * details, the promo code and Beli Sekarang, which sends the owner to the payment provider
 * (the card becomes active when the provider confirms the payment, or at once
 * when a promo leaves nothing to pay). An active card's checkout only says so.
 */
export function CheckoutPage() {
  const { id = '' } = useParams();
  const summary = useCheckoutSummary(id);
  const t = useT();
  const title = t('checkout.title');

  const fallback = ownerCardFallback(summary, title);
  if (fallback || !summary.data) return fallback;
  const { state, couple, cardId } = summary.data;

  return (
    <section className="mx-auto max-w-5xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(title)} noindex />
      <BackToCardHome cardId={cardId} />
      <h1 className="mt-2 font-display text-3xl text-emerald-deep sm:text-4xl">{title}</h1>
      {state === 'active' ? (
        <div className="mt-6 max-w-xl">
          <CardAlreadyActive cardId={cardId} couple={couple} />
        </div>
      ) : (
        <>
          {state === 'expired' ? (
            <p className="mt-3 max-w-2xl rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950">
              {t('checkout.expired')}
            </p>
          ) : (
            <p className="mt-2 max-w-2xl text-muted">{t('checkout.intro')}</p>
          )}
          <div className="mt-6">
            <CheckoutForm summary={summary.data} />
          </div>
        </>
      )}
    </section>
  );
}
