import { useEffect } from 'react';
import { useParams } from 'react-router';
import { cardIdPattern } from '@shared/schemas/card-id';
import { isThemeName } from '@shared/themes/catalogue';
import { NotFoundPage } from '@web/components/not-found-page';
import { FullScreenSpinner } from '@web/components/ui/spinner';

/**
 * A page the server draws itself (the guest card at /kad/:id): reached by a link inside the app,
 * it is loaded from the server in full. An address no card can have is not found here, so the
 * app never reloads a page the server answered with its not-found page.
 */
export function ServerPage() {
  const { id = '', demoTheme } = useParams();
  const possible = cardIdPattern.test(id) && (demoTheme === undefined || isThemeName(demoTheme));
  useEffect(() => {
    if (possible) window.location.replace(window.location.href);
  }, [possible]);
  return possible ? <FullScreenSpinner /> : <NotFoundPage />;
}
