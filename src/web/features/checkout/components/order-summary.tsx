import { formatRinggit } from '@shared/money/ringgit';

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
  return (
    <dl className="space-y-2 text-ink">
      <div className="flex justify-between gap-4">
        <dt>Subjumlah</dt>
        <dd data-testid="subtotal">{formatRinggit(priceSen)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>Diskaun</dt>
        <dd data-testid="discount" className={discountSen > 0 ? 'text-emerald-800' : ''}>
          {discountSen > 0 ? `−${formatRinggit(discountSen)}` : formatRinggit(0)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-emerald-deep/10 pt-3 text-lg font-semibold">
        <dt>Jumlah</dt>
        <dd data-testid="total">{formatRinggit(totalSen)}</dd>
      </div>
    </dl>
  );
}
