import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { RecommendedItem } from '@shared/schemas/owner-card';
import { RecommendedList } from './recommended-list';

// An English owner's recommended items: a Malay title standing in for an English one staff did
// not give is marked as Malay, so a screen reader reads it as Malay among the English page.

const ITEMS: RecommendedItem[] = [
  {
    id: 'buku-tetamu',
    title: 'Guest Book',
    priceSen: 3000,
    image: '/recommended/buku.webp',
    link: 'https://shopee.com.my/search?keyword=buku',
  },
  {
    id: 'kipas-tangan',
    title: 'Kipas Tangan',
    titleLang: 'ms',
    priceSen: 1500,
    image: '/recommended/kipas.webp',
    link: 'https://shopee.com.my/search?keyword=kipas',
  },
];

vi.mock('../api/get-recommended-items', () => ({
  useRecommendedItems: () => ({ data: { items: ITEMS } }),
}));
vi.mock('@web/i18n/use-t', () => ({ useT: () => (id: string) => id }));
vi.mock('@web/i18n/locale-provider', () => ({ useLocale: () => ({ locale: 'en' }) }));

describe('the recommended list’s titles', () => {
  it('marks the Malay fallback lang="ms" and leaves the English title unmarked', () => {
    const html = renderToStaticMarkup(<RecommendedList />);
    expect(html).toMatch(/<span lang="ms"[^>]*>Kipas Tangan<\/span>/);
    expect(html).toMatch(/<span class="[^"]*">Guest Book<\/span>/);
  });
});
