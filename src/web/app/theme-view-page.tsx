import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { THEME_VIEWS } from '@shared/routes';
import { isThemeName } from '@shared/themes/catalogue';
import { NotFoundPage } from '@web/components/not-found-page';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { PreviewPage } from '@web/features/theme-preview/preview-page';
import { usePageInstant } from './page-instant';

// The editor loads only when a visitor starts a card (the preview's visitors do not need it).
const CreatePage = lazy(async () => ({
  default: (await import('@web/features/editor/create-page')).CreatePage,
}));

/** `/:view/:theme` is the preview screen (view = preview) or the create screen (view = create). */
export function ThemeViewPage() {
  const { view, theme = '' } = useParams();
  const instant = usePageInstant();
  const known =
    (THEME_VIEWS as readonly (string | undefined)[]).includes(view) && isThemeName(theme);
  if (!known) return <NotFoundPage />;
  if (view === 'preview') return <PreviewPage {...instant} />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <CreatePage />
    </Suspense>
  );
}
