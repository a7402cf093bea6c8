import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { useRuleText } from '@web/i18n/use-t';
import { ApiRequestError } from './api-client';

type Values = Record<string, string>;
type Errors<V extends Values> = Partial<Record<keyof V, string>>;

/**
 * The owner side's one small form helper: a form's text values, checked with the
 * shared zod schema the API itself applies, so the browser shows the server's own messages
 * beside each field (in the visitor's language) before anything is sent; a refusal the server
 * sends later (its `error.field`) lands beside its field too.
 *
 *   const form = useZodForm(hashtagBodySchema, { event: card.hashtag });
 *   <input value={form.values.event} onChange={(e) => form.set('event', e.target.value)} />
 *   const body = form.check(); if (body) mutation.mutate(body, { onError: form.showServerError });
 */
export function useZodForm<V extends Values, S extends z.ZodType>(schema: S, initial: V) {
  const sayRule = useRuleText();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  const set = useCallback((field: keyof V, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  /** The parsed body when every field passes; otherwise null, with each field's first message. */
  const check = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: Errors<V> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof V;
      found[field] ??= sayRule(issue.message);
    }
    setErrors(found);
    return null;
  }, [schema, values, sayRule]);

  /**
   * Shows a refusal from the server beside the field it names (`error.field`, its last part
   * when the form is one part of a larger body); false when it names none of this form's fields.
   */
  const showServerError = useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiRequestError) || !error.field) return false;
      const field = error.field.split('.').at(-1) ?? '';
      if (!(field in values)) return false;
      setErrors((current) => ({ ...current, [field]: error.message }));
      return true;
    },
    [values],
  );

  return { values, setValues, errors, set, check, showServerError };
}
