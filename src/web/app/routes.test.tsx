import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { PAGE_ROUTES } from '@shared/routes';
import { routes } from './routes';

function paths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...paths(route.children ?? []),
  ]);
}

describe('web route table', () => {
  it('declares every route of the spec', () => {
    const declared = paths(routes);
    for (const path of PAGE_ROUTES) expect(declared, path).toContain(path);
  });

  it('catches every other path with the not-found page', () => {
    expect(paths(routes)).toContain('*');
  });
});
