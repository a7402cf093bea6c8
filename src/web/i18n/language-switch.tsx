import { LOCALES, LOCALE_NAMES, LOCALE_SHORT_NAMES } from '@shared/i18n/locales';
import { useLocale } from './locale-provider';
import { useT } from './use-t';

/**
 * The header's language switch: BM | EN. Each choice says, in its own language, what it does;
 * the current one is pressed.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, choose } = useLocale();
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('common.language.label')}
      className={`inline-flex shrink-0 overflow-hidden rounded-full border border-emerald-deep/25 text-xs text-emerald-deep font-semibold ${className}`}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          title={t('common.language.switchTo', { language: LOCALE_NAMES[option] })}
          onClick={() => void choose(option)}
          className="min-h-9 min-w-10 px-2.5 aria-pressed:bg-emerald-deep aria-pressed:text-white"
        >
          {LOCALE_SHORT_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
