import type { CheckoutSummary } from '@shared/schemas/checkout';
import { useOwnerCard } from '@web/api/owner-card';
import { CardPicture } from '@web/components/owner-card/card-picture';
import { ringgitWords } from '@web/components/payments/payment-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

/**
 * The checkout's product summary: Kad Kahwin Digital for this couple, at the price from
 * settings, with their own card's hero when it is at hand (the card home has usually just read
 * the card; the box keeps its size until the picture comes, so nothing jumps).
 */
export function ProductSummary({ summary }: { summary: CheckoutSummary }) {
  const card = useOwnerCard(summary.cardId);
  const t = useT();
  const { locale } = useLocale();

  return (
    <section
      aria-labelledby="product-title"
      className="flex items-center gap-4 rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm"
    >
      {card.data ? (
        <CardPicture
          cardId={summary.cardId}
          version={card.data.version}
          language={card.data.language}
          couple={summary.couple}
          className="h-24"
        />
      ) : (
        <div className="h-24 w-[3.4rem] shrink-0 rounded-xl border border-emerald-deep/10 bg-blush" />
      )}
      <div className="min-w-0 flex-1">
        <h2 id="product-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {/* The one product the server sells (its `product`), named in the visitor's language. */}
          {t('checkout.product')}
        </h2>
        <p className="font-display text-2xl break-words text-emerald-deep">{summary.couple}</p>
        <p className="mt-1 font-mono text-xs text-muted">{summary.cardId}</p>
      </div>
      <p className="shrink-0 text-lg font-semibold text-ink">
        {ringgitWords(summary.priceSen, locale)}
      </p>
    </section>
  );
}
