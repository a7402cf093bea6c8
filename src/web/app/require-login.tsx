import type { ReactNode } from 'react';
import { useSession } from '@web/api/get-session';
import { LoginPrompt } from '@web/components/login/login-prompt';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';

/**
 * Owner pages show a login prompt when nobody is logged in; their content shows
 * only after. (The server checks every owner call itself: this only decides what to draw.)
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const t = useT();
  if (session.isPending) return <FullScreenSpinner />;
  if (!session.data?.user) {
    return <LoginPrompt title={t('login.title')} intro={t('login.intro')} />;
  }
  return children;
}
