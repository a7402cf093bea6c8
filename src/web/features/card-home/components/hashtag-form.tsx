import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { hashtagBodySchema } from '@shared/schemas/owner-card';
import { HASHTAG_MAX_LENGTH, cleanHashtag } from '@shared/card/hashtag';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { buttonClass } from '@web/components/ui/link-button';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useT } from '@web/i18n/use-t';
import { useSetHashtag } from '../api/set-hashtag';

/** The hashtag as it will be kept, in bold. */
const kept = (chunks: ReactNode[]) => <span className="font-semibold text-ink">{chunks}</span>;

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
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (!body) return;
    save.mutate(body, { onError: (error) => form.showServerError(error) });
  };
  const cleaned = cleanHashtag(form.values.event);
  const failure = save.isError && !form.errors.event ? errorMessage(save.error) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField id="hashtag" label={t('cardHome.hashtag.label')} error={form.errors.event}>
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
      {cleaned !== form.values.event.trim() && cleaned && (
        <p className="text-sm text-muted">
          <FormattedMessage id="cardHome.hashtag.keptAs" values={{ hashtag: cleaned, kept }} />
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className={buttonClass('secondary', 'disabled:opacity-60', 'sm')}
        >
          <span className="px-3">{t('cardHome.hashtag.save')}</span>
        </button>
        <p role="status" aria-live="polite" className="text-sm">
          {save.isSuccess && (
            <span className="text-emerald-deep">{t('cardHome.hashtag.saved')}</span>
          )}
          {failure && <span className="text-red-700">{failure}</span>}
        </p>
      </div>
    </form>
  );
}
