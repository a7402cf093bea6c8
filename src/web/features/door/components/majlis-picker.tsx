import type { DoorMajlisChoice } from '@shared/schemas/check-in';
import { longDateWords } from '@shared/dates/date-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

/**
 * Which majlis's door this is, for the owner, staff and an usher link for every majlis: one
 * button per majlis in date order, the chosen one pressed. Shown only when there is a choice.
 */
export function MajlisPicker({
  choices,
  chosen,
  onChoose,
}: {
  choices: readonly DoorMajlisChoice[];
  chosen: string;
  onChoose: (majlisId: string) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  if (choices.length < 2) return null;
  return (
    <nav
      aria-label={t('door.picker.label')}
      className="-mx-4 mt-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2">
        {choices.map((choice) => {
          const pressed = choice.id === chosen;
          return (
            <li key={choice.id} className="shrink-0">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChoose(choice.id)}
                className={`min-h-11 rounded-2xl px-3 py-1.5 text-left focus-visible:ring-2 focus-visible:ring-gold-soft focus-visible:outline-none ${
                  pressed
                    ? 'bg-white text-emerald-deep shadow-sm'
                    : 'bg-white/10 text-white hover:bg-white/15'
                }`}
              >
                <span className="block text-sm leading-tight font-semibold">{choice.title}</span>
                <span
                  className={`block text-xs leading-tight ${pressed ? 'text-emerald-deep/75' : 'text-white/70'}`}
                >
                  {longDateWords(choice.date, locale)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
