import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { BookOpen, Eye } from 'lucide-react';
import type { AfterDayChoice } from '@shared/card/after-the-day';
import { THANKS_NOTE_MAX_LENGTH } from '@shared/card/after-the-day';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { AfterTheDay } from '@shared/schemas/after-the-day';
import { afterTheDayBodySchema } from '@shared/schemas/after-the-day';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { buttonClass } from '@web/components/ui/link-button';
import { malaysiaDateTimeWords } from '@web/components/payments/payment-words';
import { useCardWords } from '@web/i18n/card-words';
import { useLocale } from '@web/i18n/locale-provider';
import { SiteCardWords } from '@web/i18n/site-card-words';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useAfterTheDay, useSaveAfterTheDay } from '../api/after-the-day';

const PANEL = 'rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';

// What guests read of a card taken down is the card's own words in the card's language (both,
// Malay first, for a card in both), not the site's: the hints quote it as guests will read it.
const CHOICES: { value: AfterDayChoice; label: SiteMessageId; hint: SiteMessageId }[] = [
  { value: 'keep', label: 'cardHome.afterDay.keep', hint: 'cardHome.afterDay.keepHint' },
  { value: 'down', label: 'cardHome.afterDay.down', hint: 'cardHome.afterDay.downHint' },
];

/**
 * The card home's "Selepas majlis" panel: what the card shows once the last majlis is over (it
 * says the majlis has been held, closes the RSVP, keeps the wishes), the couple's thank-you note,
 * and whether the card then stays up or is taken down (asked again before taking it down). Shown
 * before the day too, so the couple can prepare; with a link to the wishes book.
 */
export function AfterTheDayPanel({ cardId, language }: { cardId: string; language: CardLanguage }) {
  const settings = useAfterTheDay(cardId);
  const t = useT();
  return (
    <section aria-labelledby="after-the-day-title" className={PANEL}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="after-the-day-title" className="font-display text-xl text-emerald-deep">
          {t('cardHome.afterDay.title')}
        </h2>
        <Link
          to={`/buku-ucapan/${encodeURIComponent(cardId)}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-deep underline-offset-4 hover:underline"
        >
          <BookOpen className="h-4 w-4" aria-hidden="true" /> {t('cardHome.afterDay.wishesBook')}
        </Link>
      </div>
      {settings.data ? (
        <SiteCardWords language={language}>
          <AfterTheDayForm cardId={cardId} settings={settings.data} />
        </SiteCardWords>
      ) : settings.isError ? (
        <p className="text-sm text-red-700">{errorMessage(settings.error)}</p>
      ) : (
        <p className="text-sm text-muted">{t('cardHome.loading')}</p>
      )}
    </section>
  );
}

function AfterTheDayForm({ cardId, settings }: { cardId: string; settings: AfterTheDay }) {
  const form = useZodForm(afterTheDayBodySchema, {
    thanksNote: settings.thanksNote ?? '',
    afterDay: settings.afterDay,
  });
  const save = useSaveAfterTheDay(cardId);
  const t = useT();
  const { locale } = useLocale();
  const takenDown = useCardWords().line('card.closed.title');
  const [confirming, setConfirming] = useState(false);

  const send = () => {
    const body = form.check();
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => setConfirming(false),
      onError: (error) => form.showServerError(error),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Taking the card down is asked once more; keeping it up is not.
    if (form.values.afterDay === 'down' && settings.afterDay !== 'down') setConfirming(true);
    else send();
  };
  const heldAt = settings.heldAt ? malaysiaDateTimeWords(settings.heldAt, locale) : null;
  const failure = save.isError && !form.errors.thanksNote ? errorMessage(save.error) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        {settings.held
          ? t('cardHome.afterDay.held', { afterDay: settings.afterDay })
          : heldAt
            ? t('cardHome.afterDay.beforeAt', { heldAt })
            : t('cardHome.afterDay.before')}
      </p>
      <FormField
        id="thanks-note"
        label={t('cardHome.afterDay.thanksNote')}
        error={form.errors.thanksNote}
      >
        <textarea
          {...fieldControl('thanks-note', form.errors.thanksNote)}
          value={form.values.thanksNote}
          onChange={(e) => {
            form.set('thanksNote', e.target.value);
            save.reset();
          }}
          rows={4}
          maxLength={THANKS_NOTE_MAX_LENGTH + 50}
          placeholder={t('cardHome.afterDay.thanksNotePlaceholder')}
          className={`${inputClass} min-h-28`}
        />
      </FormField>
      <p className="-mt-2 text-right text-xs text-muted">
        {[...form.values.thanksNote].length}/{THANKS_NOTE_MAX_LENGTH}
      </p>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">
          {t('cardHome.afterDay.choiceLegend')}
        </legend>
        <div className="space-y-2">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer gap-3 rounded-2xl border border-emerald-deep/15 p-3 has-checked:border-emerald-deep has-checked:bg-emerald-deep/5"
            >
              <input
                type="radio"
                name="after-day"
                value={choice.value}
                checked={form.values.afterDay === choice.value}
                onChange={() => {
                  form.set('afterDay', choice.value);
                  save.reset();
                }}
                className="mt-1 h-4 w-4 accent-emerald-deep"
              />
              <span>
                <span className="block font-semibold text-ink">{t(choice.label)}</span>
                <span className="text-sm text-muted">{t(choice.hint, { takenDown })}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className={buttonClass('primary', 'disabled:opacity-60', 'sm')}
        >
          <span className="px-3">{t('cardHome.save')}</span>
        </button>
        <a
          href={settings.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', '', 'sm')}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />{' '}
          <span className="pr-2">{t('cardHome.afterDay.viewCard')}</span>
        </a>
        <p role="status" aria-live="polite" className="text-sm">
          {save.isSuccess && (
            <span className="text-emerald-deep">{t('cardHome.afterDay.saved')}</span>
          )}
          {failure && !confirming && <span className="text-red-700">{failure}</span>}
        </p>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('cardHome.afterDay.confirmTitle')}
          message={<p>{t('cardHome.afterDay.confirmText', { takenDown })}</p>}
          confirmLabel={t('cardHome.afterDay.confirm')}
          busyLabel={t('cardHome.saving')}
          busy={save.isPending}
          error={failure}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
