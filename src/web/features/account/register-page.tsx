import { Navigate, useNavigate } from 'react-router';
import { useSession } from '@web/api/get-session';
import { LoginPrompt } from '@web/components/login/login-prompt';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';

/** The e-mail, then the code, then /profile. */
export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const t = useT();
  if (session.isPending) return <FullScreenSpinner />;
  if (session.data?.user) return <Navigate to="/profile" replace />;
  return (
    <LoginPrompt
      title={t('login.register.title')}
      intro={t('login.register.intro')}
      onLoggedIn={() => void navigate('/profile')}
    />
  );
}
