import { ringgitWords } from '@web/components/payments/payment-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

/**
 * The checkout's order summary: subtotal, discount and total, as the browser last
 * heard them from the server (the order itself is priced again by the server on Beli Sekarang).
 */
export function OrderSummary({
  priceSen,
  discountSen,
  totalSen,
}: {
  priceSen: number;
  discountSen: number;
  totalSen: number;
}) {
  const t = useT();
  const { locale } = useLocale();
  const money = (sen: number) => ringgitWords(sen, locale);
  return (
    <dl className="space-y-2 text-ink">
      <div className="flex justify-between gap-4">
        <dt>{t('checkout.order.subtotal')}</dt>
        <dd data-testid="subtotal">{money(priceSen)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('checkout.order.discount')}</dt>
        <dd data-testid="discount" className={discountSen > 0 ? 'text-emerald-800' : ''}>
          {discountSen > 0 ? `−${money(discountSen)}` : money(0)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-emerald-deep/10 pt-3 text-lg font-semibold">
        <dt>{t('checkout.order.total')}</dt>
        <dd data-testid="total">{money(totalSen)}</dd>
      </div>
    </dl>
  );
}
