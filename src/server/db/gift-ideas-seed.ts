import type { NewGiftIdea } from '../modules/gift-ideas/gift-ideas.repository';

// The 'Idea Hadiah Kahwin' list a new installation starts with.
// Gifts Malaysian couples are commonly given; each picture is our own drawing (src/web/public/
// gift-ideas/), each link a search on a Malaysian shop, so no product or price goes stale. Each
// has its English title, for cards in English or in both.

const shopSearch = (words: string) =>
  `https://shopee.com.my/search?keyword=${encodeURIComponent(words)}`;

const idea = (
  position: number,
  slug: string,
  [title, title_en]: [malay: string, english: string],
  search: string,
): NewGiftIdea => ({
  id: slug,
  title,
  title_en,
  image: `/gift-ideas/${slug}.svg`,
  link: shopSearch(search),
  position,
});

export const SEED_GIFT_IDEAS: readonly NewGiftIdea[] = [
  idea(1, 'set-cadar', ['Set Cadar', 'Bedsheet Set'], 'set cadar'),
  idea(2, 'set-pinggan-mangkuk', ['Set Pinggan Mangkuk', 'Dinnerware Set'], 'set pinggan mangkuk'),
  idea(
    3,
    'sejadah-telekung',
    ['Sejadah & Telekung', 'Prayer Mat & Telekung'],
    'set sejadah telekung',
  ),
  idea(
    4,
    'periuk-nasi-elektrik',
    ['Periuk Nasi Elektrik', 'Electric Rice Cooker'],
    'periuk nasi elektrik',
  ),
  idea(5, 'set-tuala', ['Set Tuala', 'Towel Set'], 'set tuala mandi'),
  idea(6, 'pembancuh-kopi', ['Pembancuh Kopi', 'Coffee Maker'], 'mesin pembancuh kopi'),
];
