import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../routes';
import { CONSOLE_CARD_PATH, CONSOLE_PAGES, SPEC_ADMIN_PAGES } from './console-pages';

describe('the staff console’s pages', () => {
  it('are all page routes, so the router has them and the server does not answer 404', () => {
    const paths = [...CONSOLE_PAGES, ...SPEC_ADMIN_PAGES].map((page) => page.path);
    for (const path of [...paths, CONSOLE_CARD_PATH]) {
      expect(PAGE_ROUTES).toContain(path);
    }
  });

  it('are every /admin route there is (none forgotten in the menu)', () => {
    const menu = new Set<string>([
      ...CONSOLE_PAGES.map((page) => page.path),
      ...SPEC_ADMIN_PAGES.map((page) => page.path),
      CONSOLE_CARD_PATH,
    ]);
    const admin = PAGE_ROUTES.filter((path) => path === '/admin' || path.startsWith('/admin/'));
    expect(new Set(admin)).toEqual(menu);
  });
});
