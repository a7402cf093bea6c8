import type { FormEvent } from 'react';
import { CARD_EDIT_MESSAGES, hashtagBodySchema } from '@shared/schemas/owner-card';
import { HASHTAG_MAX_LENGTH, cleanHashtag } from '@shared/card/hashtag';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { buttonClass } from '@web/components/ui/link-button';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useSetHashtag } from '../api/set-hashtag';

/**
 * The card home's hashtag editor: letters and digits only (shown as they will be
 * kept), required; 'Hashtag telah dikemaskini' when saved.
 */
export function HashtagForm({
  cardId,
  hashtag,
  suggestion,
}: {
  cardId: string;
  hashtag: string;
  /** A hashtag to show as the example (the couple's names). */
  suggestion: string;
}) {
  const form = useZodForm(hashtagBodySchema, { event: hashtag });
  const save = useSetHashtag(cardId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (!body) return;
    save.mutate(body, { onError: (error) => form.showServerError(error) });
  };
  const kept = cleanHashtag(form.values.event);
  const failure = save.isError && !form.errors.event ? errorMessage(save.error) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField id="hashtag" label="Hashtag kad" error={form.errors.event}>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-neutral-500"
          >
            #
          </span>
          <input
            {...fieldControl('hashtag', form.errors.event)}
            value={form.values.event}
            onChange={(e) => {
              form.set('event', e.target.value);
              save.reset();
            }}
            maxLength={HASHTAG_MAX_LENGTH * 2}
            autoComplete="off"
            placeholder={cleanHashtag(suggestion)}
            className={`${inputClass} pl-7`}
          />
        </div>
      </FormField>
      {kept !== form.values.event.trim() && kept && (
        <p className="text-sm text-muted">
          Akan disimpan sebagai <span className="font-semibold text-ink">#{kept}</span> (huruf dan
          nombor sahaja).
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className={buttonClass('secondary', 'disabled:opacity-60', 'sm')}
        >
          <span className="px-3">Simpan hashtag</span>
        </button>
        <p role="status" aria-live="polite" className="text-sm">
          {save.isSuccess && (
            <span className="text-emerald-deep">{CARD_EDIT_MESSAGES.hashtagUpdated}</span>
          )}
          {failure && <span className="text-red-700">{failure}</span>}
        </p>
      </div>
    </form>
  );
}
