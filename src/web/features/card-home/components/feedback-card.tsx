import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import {
  MAX_FEEDBACK_COMMENT_LENGTH,
  MAX_FEEDBACK_NAME_LENGTH,
  feedbackFormSchema,
} from '@shared/schemas/feedback';
import type { OwnFeedback } from '@shared/schemas/feedback';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { buttonClass } from '@web/components/ui/link-button';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useT } from '@web/i18n/use-t';
import { useOwnFeedback } from '../api/get-own-feedback';
import { useSaveFeedback } from '../api/save-feedback';

const PANEL = 'rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';
/** What each number of stars means, 1 to 5. */
const RATING_WORDS: readonly SiteMessageId[] = [
  'cardHome.feedback.rating1',
  'cardHome.feedback.rating2',
  'cardHome.feedback.rating3',
  'cardHome.feedback.rating4',
  'cardHome.feedback.rating5',
];

/**
 * The owner's feedback from the card home, once the card is active: name, 1 to 5 stars
 * and a comment, one entry per card, editable afterwards (the form shows what was sent). It shows
 * on /feedback unless staff hide it.
 */
export function FeedbackCard({
  cardId,
  active,
  suggestedName,
}: {
  cardId: string;
  /** The card is paid: feedback may be left (the server checks again). */
  active: boolean;
  /** The name to start with before any entry (the couple's). */
  suggestedName: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="feedback-title" className={PANEL}>
      <h2 id="feedback-title" className="font-display text-xl text-emerald-deep">
        {t('cardHome.feedback.title')}
      </h2>
      {active ? (
        <FeedbackLoader cardId={cardId} suggestedName={suggestedName} />
      ) : (
        <p className="mt-1 text-sm text-muted">{t('cardHome.feedback.notActive')}</p>
      )}
    </section>
  );
}

function FeedbackLoader({ cardId, suggestedName }: { cardId: string; suggestedName: string }) {
  const own = useOwnFeedback(cardId);
  const t = useT();
  if (own.isPending) return <p className="mt-1 text-sm text-muted">{t('cardHome.loading')}</p>;
  if (own.isError) return <p className="mt-1 text-sm text-red-700">{errorMessage(own.error)}</p>;
  if (!own.data.canLeave) {
    return <p className="mt-1 text-sm text-muted">{t('cardHome.feedback.notActive')}</p>;
  }
  return <FeedbackForm cardId={cardId} entry={own.data.feedback} suggestedName={suggestedName} />;
}

function FeedbackForm({
  cardId,
  entry,
  suggestedName,
}: {
  cardId: string;
  entry: OwnFeedback | null;
  suggestedName: string;
}) {
  const form = useZodForm(feedbackFormSchema, {
    name: entry?.name ?? suggestedName,
    rating: entry ? String(entry.rating) : '',
    comment: entry?.comment ?? '',
  });
  const save = useSaveFeedback(cardId);
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (!body) return;
    save.mutate(body, { onError: (error) => form.showServerError(error) });
  };
  const change = (field: 'name' | 'rating' | 'comment', value: string) => {
    form.set(field, value);
    save.reset();
  };
  const failure =
    save.isError && !form.errors.name && !form.errors.rating && !form.errors.comment
      ? errorMessage(save.error)
      : null;

  return (
    <form onSubmit={submit} noValidate className="mt-1 space-y-4">
      <p className="text-sm text-muted">
        {entry ? t('cardHome.feedback.thanks') : t('cardHome.feedback.ask')}
      </p>
      {entry?.hidden && (
        <p className="rounded-xl bg-blush px-3 py-2 text-sm text-ink">
          {t('cardHome.feedback.hidden')}
        </p>
      )}
      <StarInput
        value={form.values.rating}
        error={form.errors.rating}
        onChange={(value) => change('rating', value)}
      />
      <FormField id="feedback-name" label={t('cardHome.feedback.name')} error={form.errors.name}>
        <input
          {...fieldControl('feedback-name', form.errors.name)}
          value={form.values.name}
          onChange={(e) => change('name', e.target.value)}
          maxLength={MAX_FEEDBACK_NAME_LENGTH * 2}
          autoComplete="name"
          className={inputClass}
        />
      </FormField>
      <FormField
        id="feedback-comment"
        label={t('cardHome.feedback.comment')}
        hint={t('cardHome.optional')}
        error={form.errors.comment}
      >
        <textarea
          {...fieldControl('feedback-comment', form.errors.comment)}
          value={form.values.comment}
          onChange={(e) => change('comment', e.target.value)}
          maxLength={MAX_FEEDBACK_COMMENT_LENGTH * 2}
          rows={3}
          className={`${inputClass} resize-y`}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className={buttonClass('primary', 'disabled:opacity-60', 'sm')}
        >
          <span className="px-3">
            {entry ? t('cardHome.feedback.update') : t('cardHome.feedback.send')}
          </span>
        </button>
        <Link to="/feedback" className="text-sm font-semibold text-emerald-deep hover:underline">
          {t('cardHome.feedback.seeAll')}
        </Link>
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {save.isSuccess && <span className="text-emerald-deep">{save.data.message}</span>}
        {failure && <span className="text-red-700">{failure}</span>}
      </p>
    </form>
  );
}

/**
 * The stars as a radio group (arrow keys move, Space picks; each star a 44 px target on a phone),
 * filled up to the choice.
 */
function StarInput({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const chosen = Number(value) || 0;
  const meaning = RATING_WORDS[chosen - 1];
  return (
    <fieldset aria-describedby={error ? 'feedback-rating-error' : undefined}>
      <legend className="text-sm font-semibold text-neutral-800">
        {t('cardHome.feedback.rating')}
      </legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="relative grid h-11 w-11 cursor-pointer place-items-center">
              <input
                type="radio"
                name="feedback-rating"
                value={n}
                checked={chosen === n}
                onChange={() => onChange(String(n))}
                aria-invalid={error ? true : undefined}
                className="peer absolute inset-0 cursor-pointer opacity-0"
              />
              <span className="sr-only">{t('cardHome.feedback.stars', { stars: n })}</span>
              <Star
                aria-hidden="true"
                className={`h-8 w-8 rounded-md transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold ${
                  n <= chosen ? 'fill-gold text-gold' : 'fill-none text-gold/60'
                }`}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-muted" aria-hidden="true">
          {meaning ? t(meaning) : ''}
        </span>
      </div>
      {error && (
        <p id="feedback-rating-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
