import type { ThemeSummary } from '@shared/schemas/theme';
import { buttonClass } from '@web/components/ui/link-button';

/**
 * A gallery theme's buttons on the theme change page: Preview opens the couple's
 * own card in that theme in a new tab; Pilih Ini asks, then changes. The card's current theme says
 * so instead of offering itself.
 */
export function ThemeChoice({
  cardId,
  theme,
  current,
  busy,
  onChoose,
}: {
  cardId: string;
  theme: ThemeSummary;
  current: boolean;
  busy: boolean;
  onChoose: (theme: ThemeSummary) => void;
}) {
  return (
    <>
      <a
        href={`/kad/${encodeURIComponent(cardId)}/${theme.name}`}
        target="_blank"
        rel="noopener"
        className={buttonClass('secondary', '', 'sm')}
        aria-label={`Preview ${theme.title}`}
      >
        Preview
      </a>
      {current ? (
        <p className="inline-flex min-h-10 items-center justify-center rounded-full bg-gold/15 px-2 text-[0.8rem] font-semibold text-emerald-deep sm:text-sm">
          Tema semasa
        </p>
      ) : (
        <button
          type="button"
          onClick={() => onChoose(theme)}
          disabled={busy}
          className={buttonClass('primary', 'disabled:opacity-60', 'sm')}
          aria-label={`Pilih Ini: ${theme.title}`}
        >
          Pilih Ini
        </button>
      )}
    </>
  );
}
