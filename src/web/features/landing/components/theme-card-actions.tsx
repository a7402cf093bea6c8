import { Link } from 'react-router';
import type { ThemeSummary } from '@shared/schemas/theme';
import { useThemeTitle } from '@web/components/theme-gallery/theme-title';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/** A theme's buttons in the landing gallery: Demo (new tab), Pilih Tema Ini. */
export function ThemeCardActions({ theme }: { theme: ThemeSummary }) {
  const t = useT();
  const title = useThemeTitle()(theme);
  return (
    <>
      <a
        href={`/kad/demoplus/${theme.name}`}
        target="_blank"
        rel="noopener"
        className={buttonClass('secondary', '', 'sm')}
        aria-label={t('gallery.theme.demoLabel', { theme: title })}
      >
        {t('gallery.theme.demo')}
      </a>
      <Link
        to={`/preview/${theme.name}`}
        className={buttonClass('primary', '', 'sm')}
        aria-label={t('gallery.theme.chooseLabel', { theme: title })}
      >
        {t('gallery.theme.choose')}
      </Link>
    </>
  );
}
