import { ringgitWords } from '@web/components/payments/payment-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { useRecommendedItems } from '../api/get-recommended-items';

/** The 'Recommended' list (title, price, picture, link out). */
export function RecommendedList() {
  const items = useRecommendedItems();
  const t = useT();
  const { locale } = useLocale();
  if (!items.data || items.data.items.length === 0) return null;
  return (
    <section aria-labelledby="recommended">
      <h2 id="recommended" className="font-display text-xl text-emerald-deep">
        {t('cardHome.recommended.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.data.items.map((item) => (
          <li key={item.id}>
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-col overflow-hidden rounded-2xl border border-emerald-deep/10 bg-white shadow-sm transition hover:shadow-md"
            >
              <img
                src={item.image}
                alt=""
                width={240}
                height={240}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              {/* Malay standing in for a missing English title says it is Malay (`titleLang`). */}
              <span lang={item.titleLang} className="px-3 pt-2 text-sm font-semibold text-ink">
                {item.title}
              </span>
              <span className="px-3 pb-3 text-sm text-muted">
                {t('cardHome.recommended.from', { price: ringgitWords(item.priceSen, locale) })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
