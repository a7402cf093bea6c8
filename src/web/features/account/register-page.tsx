import { Navigate, useNavigate } from 'react-router';
import { useSession } from '@web/api/get-session';
import { LoginPrompt } from '@web/components/login/login-prompt';
import { FullScreenSpinner } from '@web/components/ui/spinner';

/** The e-mail, then the code, then /profile. */
export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.isPending) return <FullScreenSpinner />;
  if (session.data?.user) return <Navigate to="/profile" replace />;
  return (
    <LoginPrompt
      title="Daftar"
      intro="Masukkan email anda untuk menyimpan kad ini. Kami akan menghantar kod OTP 6 digit ke email itu untuk mengesahkannya."
      onLoggedIn={() => void navigate('/profile')}
    />
  );
}
