import { useParams } from 'react-router';
import { THEME_VIEWS } from '@shared/routes';
import { ComingSoonPage } from '@web/components/coming-soon-page';
import { NotFoundPage } from '@web/components/not-found-page';

/** `/:view/:theme` is the preview screen (view = preview) or the create screen (view = create). */
export function ThemeViewPage() {
  const { view } = useParams();
  if (!(THEME_VIEWS as readonly (string | undefined)[]).includes(view)) return <NotFoundPage />;
  return (
    <ComingSoonPage screen={view === 'preview' ? 'Pratonton Tema' : 'Cipta Kad'} noindex={false} />
  );
}
