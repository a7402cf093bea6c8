import { LOCALES, LOCALE_NAMES, LOCALE_SHORT_NAMES } from '@shared/i18n/locales';
import { useHydrated } from '@web/hooks/use-hydrated';
import { useLocale } from './locale-provider';
import { useT } from './use-t';

/**
 * The header's language switch: BM | EN. Each choice says, in its own language, what it does;
 * the current one is pressed. Until the script has taken over the server's page the choices
 * are disabled (a tap then would be lost in silence), as the site's other script buttons are.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, choose } = useLocale();
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label={t('common.language.label')}
      className={`inline-flex shrink-0 items-stretch rounded-full border border-emerald-deep/25 bg-paper/80 p-0.5 text-xs font-semibold tracking-wide text-emerald-deep ${className}`}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          disabled={!hydrated}
          title={t('common.language.switchTo', { language: LOCALE_NAMES[option] })}
          onClick={() => {
            if (option !== locale) void choose(option);
          }}
          className="min-h-8 min-w-9 rounded-full px-2.5 transition-colors hover:bg-emerald-deep/10 aria-pressed:bg-emerald-deep aria-pressed:text-white disabled:cursor-default"
        >
          {LOCALE_SHORT_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
