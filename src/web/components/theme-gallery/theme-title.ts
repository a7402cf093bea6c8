import type { ThemeSummary } from '@shared/schemas/theme';
import { useT } from '@web/i18n/use-t';

/**
 * A theme's name in the visitor's language: `Tema 12`, `Theme 12`. The catalogue's titles are
 * the Malay ones (`Tema {id}`), so the name is made from the theme's number here, in one place for
 * the gallery, the preview and the owner's theme change.
 */
export function useThemeTitle(): (theme: Pick<ThemeSummary, 'id'>) => string {
  const t = useT();
  return (theme) => t('gallery.theme.title', { id: theme.id });
}
