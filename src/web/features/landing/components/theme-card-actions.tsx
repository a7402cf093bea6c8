import { Link } from 'react-router';
import type { ThemeSummary } from '@shared/schemas/theme';
import { buttonClass } from '@web/components/ui/link-button';

/** A theme's buttons in the landing gallery: Demo (new tab), Pilih Tema Ini. */
export function ThemeCardActions({ theme }: { theme: ThemeSummary }) {
  return (
    <>
      <a
        href={`/kad/demoplus/${theme.name}`}
        target="_blank"
        rel="noopener"
        className={buttonClass('secondary', '', 'sm')}
        aria-label={`Demo ${theme.title}`}
      >
        Demo
      </a>
      <Link
        to={`/preview/${theme.name}`}
        className={buttonClass('primary', '', 'sm')}
        aria-label={`Pilih Tema Ini: ${theme.title}`}
      >
        Pilih Tema Ini
      </Link>
    </>
  );
}
