import { formatRinggit } from '@shared/money/ringgit';

/** The price box showing the price from settings. */
export function PriceBox({ priceSen }: { priceSen: number | undefined }) {
  return (
    <div className="inline-flex items-center gap-5 rounded-2xl border border-gold/30 bg-paper/90 px-6 py-4 shadow-sm">
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">Harga</p>
        <p className="font-display text-4xl leading-tight text-emerald-deep" data-testid="price">
          {priceSen === undefined ? '…' : formatRinggit(priceSen)}
        </p>
      </div>
      <div className="h-12 w-px bg-gold/30" aria-hidden="true" />
      <p className="max-w-[12rem] text-sm leading-snug text-muted">
        sekali bayar untuk satu kad. Cuba percuma selama 1 jam dahulu.
      </p>
    </div>
  );
}
