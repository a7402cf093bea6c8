import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { BookOpen, Eye } from 'lucide-react';
import type { AfterDayChoice } from '@shared/card/after-the-day';
import { AFTER_DAY_MESSAGES, THANKS_NOTE_MAX_LENGTH } from '@shared/card/after-the-day';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';
import type { AfterTheDay } from '@shared/schemas/after-the-day';
import { afterTheDayBodySchema } from '@shared/schemas/after-the-day';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { buttonClass } from '@web/components/ui/link-button';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useAfterTheDay, useSaveAfterTheDay } from '../api/after-the-day';

const PANEL = 'rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';

const CHOICES: { value: AfterDayChoice; label: string; hint: string }[] = [
  {
    value: 'keep',
    label: 'Kekalkan kad',
    hint: 'Tetamu masih boleh membuka kad dan membaca ucapan, bersama nota terima kasih anda.',
  },
  {
    value: 'down',
    label: 'Tutup kad',
    hint: `Tetamu hanya melihat "${AFTER_DAY_MESSAGES.takenDown}" Buku ucapan dan senarai tetamu kekal untuk anda.`,
  },
];

/**
 * The card home's "Selepas majlis" panel: what the card shows once the last majlis is over (it
 * says the majlis has been held, closes the RSVP, keeps the wishes), the couple's thank-you note,
 * and whether the card then stays up or is taken down (asked again before taking it down). Shown
 * before the day too, so the couple can prepare; with a link to the wishes book.
 */
export function AfterTheDayPanel({ cardId }: { cardId: string }) {
  const settings = useAfterTheDay(cardId);
  return (
    <section aria-labelledby="after-the-day-title" className={PANEL}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="after-the-day-title" className="font-display text-xl text-emerald-deep">
          Selepas majlis
        </h2>
        <Link
          to={`/buku-ucapan/${encodeURIComponent(cardId)}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-deep underline-offset-4 hover:underline"
        >
          <BookOpen className="h-4 w-4" aria-hidden="true" /> Buku ucapan
        </Link>
      </div>
      {settings.data ? (
        <AfterTheDayForm cardId={cardId} settings={settings.data} />
      ) : settings.isError ? (
        <p className="text-sm text-red-700">{errorMessage(settings.error)}</p>
      ) : (
        <p className="text-sm text-muted">Sedang memuatkan…</p>
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
  const heldAt = settings.heldAt ? malaysiaDateTime(settings.heldAt) : null;
  const failure = save.isError && !form.errors.thanksNote ? errorMessage(save.error) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        {settings.held
          ? `Majlis telah berlangsung. Kad kini ${
              settings.afterDay === 'down' ? 'ditutup kepada tetamu' : 'masih dibuka'
            }: RSVP ditutup, ucapan kekal.`
          : `Selepas majlis terakhir tamat${heldAt ? ` (${heldAt})` : ''}, kad anda akan menyatakan bahawa majlis telah berlangsung, RSVP ditutup, dan ucapan tetamu kekal. Anda boleh sediakan nota terima kasih dari sekarang.`}
      </p>
      <FormField
        id="thanks-note"
        label="Nota terima kasih (pilihan)"
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
          placeholder="Terima kasih atas doa dan kehadiran anda. Semoga Allah membalas kebaikan anda."
          className={`${inputClass} min-h-28`}
        />
      </FormField>
      <p className="-mt-2 text-right text-xs text-muted">
        {[...form.values.thanksNote].length}/{THANKS_NOTE_MAX_LENGTH}
      </p>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Selepas majlis, kad ini:</legend>
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
                <span className="block font-semibold text-ink">{choice.label}</span>
                <span className="text-sm text-muted">{choice.hint}</span>
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
          <span className="px-3">Simpan</span>
        </button>
        <a
          href={settings.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', '', 'sm')}
        >
          <Eye className="h-4 w-4" aria-hidden="true" /> <span className="pr-2">Lihat kad</span>
        </a>
        <p role="status" aria-live="polite" className="text-sm">
          {save.isSuccess && <span className="text-emerald-deep">{AFTER_DAY_MESSAGES.saved}</span>}
          {failure && !confirming && <span className="text-red-700">{failure}</span>}
        </p>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Tutup kad selepas majlis?"
          message={
            <p>
              Selepas majlis terakhir tamat, tetamu yang membuka kad hanya akan melihat &ldquo;
              {AFTER_DAY_MESSAGES.takenDown}&rdquo; Anda boleh membukanya semula bila-bila masa.
            </p>
          }
          confirmLabel="Ya, tutup kad"
          busyLabel="Menyimpan…"
          busy={save.isPending}
          error={failure}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
