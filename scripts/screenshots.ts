// `npm run screenshots -- <area> [argument …]`: one area of the product in pictures at 390 px
// (phone) and 1280 px (laptop), in Debian's Chromium from the built server on a fresh database,
// into artifacts/screens/<area>/. The areas are the modules of scripts/screenshots/.
import type { ScreenshotArea } from './lib/screenshot-session';
import { runScreenshotArea } from './lib/screenshot-session';

type AreaModule = () => Promise<{ default: ScreenshotArea }>;

const AREAS: Record<string, AreaModule> = {
  account: () => import('./screenshots/account'),
  admin: () => import('./screenshots/admin'),
  'admin-catalogue': () => import('./screenshots/admin-catalogue'),
  card: () => import('./screenshots/card'),
  'card-opens': () => import('./screenshots/card-opens'),
  checkout: () => import('./screenshots/checkout'),
  door: () => import('./screenshots/door'),
  edit: () => import('./screenshots/edit'),
  editor: () => import('./screenshots/editor'),
  feedback: () => import('./screenshots/feedback'),
  'guest-list': () => import('./screenshots/guest-list'),
  'location-search': () => import('./screenshots/location-search'),
  'majlis-lists': () => import('./screenshots/majlis-lists'),
  music: () => import('./screenshots/music'),
  owner: () => import('./screenshots/owner'),
  pages: () => import('./screenshots/pages'),
  photos: () => import('./screenshots/photos'),
  pass: () => import('./screenshots/pass'),
  rsvp: () => import('./screenshots/rsvp'),
  'salam-kaut': () => import('./screenshots/salam-kaut'),
  stage: () => import('./screenshots/stage'),
  'theme-change': () => import('./screenshots/theme-change'),
};

const [area = '', ...args] = process.argv.slice(2);
const load = AREAS[area];
if (!load) {
  console.error(
    `usage: npm run screenshots -- <area> [argument …]\nareas: ${Object.keys(AREAS).join(', ')}`,
  );
  process.exit(1);
}
await runScreenshotArea(area, (await load()).default, args);
