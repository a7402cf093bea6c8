import type { SessionUser } from '@shared/schemas/auth';
import { LogoMark } from '../logo';
import { PageMeta, siteTitle } from '../ui/page-meta';
import { LoginFlow } from './login-flow';

/**
 * The login prompt an owner page shows when nobody is logged in (its content is
 * not shown beyond the login flow), and the body of /dashboard and /daftar.
 */
export function LoginPrompt({
  title,
  intro,
  onLoggedIn = () => undefined,
}: {
  title: string;
  intro: string;
  onLoggedIn?: (user: SessionUser) => void;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(title)} noindex />
      <div className="rounded-3xl border border-emerald-deep/10 bg-paper p-6 shadow-sm sm:p-8">
        <LogoMark className="h-11 w-11" />
        <h1 className="mt-4 font-display text-3xl text-emerald-deep">{title}</h1>
        <p className="mt-2 text-sm text-muted">{intro}</p>
        <div className="mt-6">
          <LoginFlow onLoggedIn={onLoggedIn} />
        </div>
      </div>
    </section>
  );
}
