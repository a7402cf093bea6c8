import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A staff list's filters and page kept in the address (so a filtered list can be shared or
 * reloaded): what is applied, the form's draft, Tapis (`onSubmit`: the draft from page 1) and
 * `goToPage` for the pager. Empty filters are left out of the address.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<
    K,
    string
  >;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState(applied);

  const go = (filters: Record<K, string>, toPage: number) => {
    const next = new URLSearchParams();
    for (const key of keys) if (filters[key].trim()) next.set(key, filters[key].trim());
    if (toPage > 1) next.set('page', String(toPage));
    setParams(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(draft, 1);
  };
  return { applied, page, draft, setDraft, onSubmit, goToPage: (to: number) => go(applied, to) };
}
