import { useId } from 'react';
import type { CardLanguage } from '@shared/i18n/card-words';
import { CARD_LANGUAGES } from '@shared/i18n/card-words';
import { LOCALE_NAMES } from '@shared/i18n/locales';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useSetCardLanguage } from '../api/set-card-language';

// The three choices as pills in a row of equal thirds under the label, each a radio laid over
// its whole pill (a tap anywhere on it chooses it; the keyboard moves between them as radios
// do): a third of a 320 px phone still holds "Bahasa Melayu".
const choiceClass =
  'relative flex min-h-10 min-w-0 cursor-pointer items-center justify-center rounded-full border border-neutral-300 bg-white px-2 text-center text-xs leading-tight font-semibold text-neutral-800 has-checked:border-emerald-deep has-checked:bg-emerald-deep has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-emerald-deep/30 has-disabled:cursor-wait has-disabled:opacity-70 min-[420px]:text-sm';

/**
 * "Bahasa kad" (the card's language): the language of the words guests read on the card (its headings, buttons, the
 * RSVP form): Malay, English, or both with the Malay first. Beside the editor's other card-wide
 * setting, the fonts; saved at once (not with Update), and the card on the screen follows it.
 */
export function CardLanguagePicker({
  cardId,
  language,
}: {
  cardId: string;
  language: CardLanguage;
}) {
  const labelId = useId();
  const t = useT();
  // A language by its own name (as the site's switch offers it); "both" in the owner's words.
  const choiceName = (choice: CardLanguage) =>
    choice === 'both' ? t('editor.cardLanguage.both') : LOCALE_NAMES[choice];
  const save = useSetCardLanguage(cardId);
  // While it saves, the choice made shows; a refusal puts back the saved one.
  const shown = save.isPending ? (save.variables?.language ?? language) : language;
  return (
    <div className="border-b border-neutral-200 bg-white px-4 py-2 font-sans text-neutral-900">
      {/* Stacked at every width: the card (and this strip) is at most 480 px wide. */}
      <div className="flex flex-col gap-1.5">
        <p id={labelId} className="text-sm font-semibold">
          {t('editor.cardLanguage.label')}
        </p>
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          className="grid flex-1 grid-cols-3 gap-1.5"
        >
          {CARD_LANGUAGES.map((choice) => (
            <label key={choice} className={choiceClass}>
              <input
                type="radio"
                name={`${labelId}-language`}
                value={choice}
                checked={shown === choice}
                disabled={save.isPending}
                onChange={() => save.mutate({ language: choice })}
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {choiceName(choice)}
            </label>
          ))}
        </div>
      </div>
      <p aria-live="polite" className="mt-1 min-h-4 text-xs text-neutral-600">
        {save.isError ? (
          <span className="text-red-700">{errorMessage(save.error)}</span>
        ) : save.data ? (
          t('editor.cardLanguage.saved')
        ) : (
          t('editor.cardLanguage.hint')
        )}
      </p>
    </div>
  );
}
