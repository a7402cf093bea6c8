import type { NewRecommendedItem } from '../modules/recommended-items/recommended-items.repository';

// The 'Recommended' list a new installation starts with. SAMPLES for
// staff to replace with their own partners' products: wedding things Malaysian couples commonly
// buy, each picture our own drawing (src/web/public/recommended/), each link a search on a
// Malaysian shop (no product of anyone's), each price what such things commonly start from
// (shown as "Dari RM…", never as an offer). Each has its English title, for owners who read the
// site in English.

const shopSearch = (words: string) =>
  `https://shopee.com.my/search?keyword=${encodeURIComponent(words)}`;

const item = (
  position: number,
  slug: string,
  [title, title_en]: [malay: string, english: string],
  priceSen: number,
  search: string,
): NewRecommendedItem => ({
  id: slug,
  title,
  title_en,
  priceSen,
  image: `/recommended/${slug}.svg`,
  link: shopSearch(search),
  position,
});

export const SEED_RECOMMENDED_ITEMS: readonly NewRecommendedItem[] = [
  item(1, 'doorgift', ['Doorgift Tetamu', 'Guest Door Gifts'], 150, 'doorgift kahwin'),
  item(2, 'buku-tetamu', ['Buku Tetamu', 'Guest Book'], 2500, 'buku tetamu kahwin'),
  item(
    3,
    'papan-selamat-datang',
    ['Papan Selamat Datang', 'Welcome Sign'],
    3500,
    'papan selamat datang kahwin',
  ),
  item(
    4,
    'bunga-pahar',
    ['Bunga Pahar', 'Bunga Pahar (Egg Flower Stand)'],
    8000,
    'bunga pahar kahwin',
  ),
];
