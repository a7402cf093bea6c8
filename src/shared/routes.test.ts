import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './routes';

describe('page routes', () => {
  it('knows the spec routes', () => {
    for (const path of [
      '/',
      '/kad/demoplus',
      '/kad/demoplus/theme12',
      '/preview/theme3',
      '/create/theme3',
      '/dashboard',
      '/dashboard/abcd1234',
      '/admin/rsvp',
      '/admin',
      '/admin/kad/abcd1234',
      '/tetamu/abcd1234',
      '/publish/Ali/ali@example.com/0123/50/none',
      '/kad/demoplus/',
    ]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it('does not know other paths', () => {
    for (const path of [
      '/nope',
      '/kad',
      '/foo/theme3',
      '/preview/theme101',
      '/create/tema3',
      '/kad/demoplus/theme0',
      '/admin/nope',
      '/admin/kad',
      '/fallback',
      '/a/b/c/d',
      `/kad/${'a'.repeat(3000)}`,
      '/kad/%ff',
      '/kad/DEMOPLUS',
      '/edit/abc',
      `/dashboard/${'x'.repeat(33)}`,
      '/tetamu',
      '/tetamu/abcd1234/x',
    ]) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });
});
