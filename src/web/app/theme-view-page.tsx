import { useParams } from 'react-router';
import { THEME_VIEWS } from '@shared/routes';
import { isThemeName } from '@shared/themes/catalogue';
import { ComingSoonPage } from '@web/components/coming-soon-page';
import { NotFoundPage } from '@web/components/not-found-page';
import { PreviewPage } from '@web/features/theme-preview/preview-page';

/** `/:view/:theme` is the preview screen (view = preview) or the create screen (view = create). */
export function ThemeViewPage() {
  const { view, theme = '' } = useParams();
  const known =
    (THEME_VIEWS as readonly (string | undefined)[]).includes(view) && isThemeName(theme);
  if (!known) return <NotFoundPage />;
  if (view === 'preview') return <PreviewPage />;
  return <ComingSoonPage screen="Cipta Kad" noindex={false} />;
}
