import { BillingFields } from '@web/components/billing/billing-fields';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import type { CheckoutSummary } from '@shared/schemas/checkout';
import { checkoutBodySchema } from '@shared/schemas/checkout';
import { useCheckPromo } from '@web/api/check-promo';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { checkoutSummaryQueryOptions } from '../api/get-checkout-summary';
import { useStartCheckout } from '../api/start-checkout';
import { rememberPayingCard } from '../utils/stored-card-id';
import { OrderSummary } from './order-summary';
import { ProductSummary } from './product-summary';
import { PromoField } from './promo-field';

const PANEL = 'rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';

/**
 * The checkout form: billing name and phone (checked with the API's own schema and
 * messages), the session's e-mail read-only, the promo code with Guna, the order summary, and
 * Beli Sekarang (Aktifkan Kad when nothing is left to pay), disabled while the order is made and
 * until the browser has left for the payment page (idle, processing, redirect).
 */
export function CheckoutForm({ summary }: { summary: CheckoutSummary }) {
  const { cardId } = summary;
  const navigate = useNavigate();
  const t = useT();
  const queryClient = useQueryClient();
  const form = useZodForm(checkoutBodySchema, {
    name: summary.billing.name,
    mobile: summary.billing.mobile,
  });
  const [promo, setPromo] = useState('');
  const promoCheck = useCheckPromo();
  const checkout = useStartCheckout(cardId);
  // Set once the order is made: the button stays disabled while the next page loads.
  const [leaving, setLeaving] = useState(false);
  const [promoRefused, setPromoRefused] = useState<string | undefined>();
  const [orderError, setOrderError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused submits: each one takes the owner to the first field to fix.
  const [refused, setRefused] = useState(0);

  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  // Back from the provider's page, the browser may show this page as it was left (its
  // back-forward cache): processing again, with the button disabled for good.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // The code Guna accepted, as long as it is still the one typed; any other code counts for
  // nothing here (the discount resets to 0 when Guna fails or the code changes).
  const applied = promoCheck.isSuccess && promoCheck.variables === promo ? promoCheck.data : null;
  const discountSen = applied?.discountSen ?? 0;
  const totalSen = applied?.totalSen ?? summary.priceSen;
  const promoError =
    promoRefused ?? (promoCheck.isError ? errorMessage(promoCheck.error) : undefined);
  const processing = checkout.isPending || leaving;

  const applyPromo = () => {
    setPromoRefused(undefined);
    promoCheck.reset();
    if (promo.trim()) promoCheck.mutate(promo);
  };

  const fail = (error: unknown) => {
    if (form.showServerError(error)) return setRefused((count) => count + 1);
    if (error instanceof ApiRequestError && error.field === 'promo') {
      promoCheck.reset();
      setPromoRefused(error.message);
      return setRefused((count) => count + 1);
    }
    // Paid for in another tab meanwhile: the page then says the card is active.
    if (error instanceof ApiRequestError && error.status === 409) {
      void queryClient.invalidateQueries({
        queryKey: checkoutSummaryQueryOptions(cardId).queryKey,
      });
    }
    setOrderError(errorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOrderError(undefined);
    const billing = form.check();
    if (!billing) return setRefused((count) => count + 1);
    checkout.mutate(
      // An unapplied code is sent as typed: the server checks it either way.
      { name: billing.name, mobile: billing.mobile, promo: promo.trim() || null },
      {
        onSuccess: (reply) => {
          if (reply.next === 'active') return navigate(`/dashboard/${encodeURIComponent(cardId)}`);
          if (!reply.payUrl) return setOrderError(t('checkout.orderFailed'));
          setLeaving(true);
          rememberPayingCard(cardId);
          // The provider's page (or the sandbox's): a page of its own, not one of the app's.
          window.location.assign(reply.payUrl);
        },
        onError: fail,
      },
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
    >
      <div className="space-y-5">
        <ProductSummary summary={summary} />
        <section aria-labelledby="billing-title" className={`${PANEL} space-y-4`}>
          <h2 id="billing-title" className="font-display text-xl text-emerald-deep">
            {t('checkout.billingTitle')}
          </h2>
          <BillingFields idPrefix="checkout" form={form} email={summary.billing.email} />
        </section>
      </div>

      <section aria-labelledby="order-title" className={`${PANEL} space-y-5 lg:sticky lg:top-24`}>
        <h2 id="order-title" className="font-display text-xl text-emerald-deep">
          {t('checkout.order.title')}
        </h2>
        <PromoField
          id="checkout-promo"
          value={promo}
          onChange={(value) => {
            setPromo(value);
            setPromoRefused(undefined);
            promoCheck.reset();
          }}
          onApply={applyPromo}
          applying={promoCheck.isPending}
          applied={applied?.message}
          error={promoError}
        />
        <OrderSummary priceSen={summary.priceSen} discountSen={discountSen} totalSen={totalSen} />
        {orderError && (
          <p
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            {orderError}
          </p>
        )}
        <Button type="submit" disabled={processing} className="w-full disabled:opacity-60">
          {processing
            ? t('checkout.processing')
            : totalSen === 0
              ? t('checkout.activate')
              : t('checkout.buy')}
        </Button>
        <p className="flex items-start gap-2 text-xs text-muted">
          <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {totalSen === 0 ? t('checkout.freeNote') : t('checkout.fpxNote')}
        </p>
      </section>
    </form>
  );
}
