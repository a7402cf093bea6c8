import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { THEME_VIEWS } from '@shared/routes';
import { isThemeName } from '@shared/themes/catalogue';
import { NotFoundPage } from '@web/components/not-found-page';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { PreviewPage } from '@web/features/theme-preview/preview-page';
import { loadAllSiteWords } from '@web/i18n/site-words';
import { usePageInstant } from './page-instant';

// The editor loads only when a visitor starts a card (the preview's visitors do not need it),
// and with it the whole of the site's words: the preview, drawn by the server, has only its own.
const CreatePage = lazy(async () => {
  const [editor] = await Promise.all([
    import('@web/features/editor/create-page'),
    loadAllSiteWords(),
  ]);
  return { default: editor.CreatePage };
});

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
