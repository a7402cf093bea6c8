import { useRinggit } from '@web/i18n/ringgit';
import { useT } from '@web/i18n/use-t';

/** The price box showing the price from settings. */
export function PriceBox({ priceSen }: { priceSen: number | undefined }) {
  const t = useT();
  const ringgit = useRinggit();
  return (
    <div className="inline-flex items-center gap-5 rounded-2xl border border-gold/30 bg-paper/90 px-6 py-4 shadow-sm">
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">
          {t('landing.price.label')}
        </p>
        <p className="font-display text-4xl leading-tight text-emerald-deep" data-testid="price">
          {priceSen === undefined ? '…' : ringgit(priceSen)}
        </p>
      </div>
      <div className="h-12 w-px bg-gold/30" aria-hidden="true" />
      <p className="max-w-[12rem] text-sm leading-snug text-muted">{t('landing.price.terms')}</p>
    </div>
  );
}
