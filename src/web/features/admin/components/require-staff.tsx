import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGE_IDS } from '@shared/schemas/auth';
import { useSession } from '@web/api/get-session';
import { LoginPrompt } from '@web/components/login/login-prompt';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';

/** What a logged-in owner who is not staff gets on any /admin page: a refusal, not the page. */
function StaffOnly() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-5 pt-28 pb-16 text-center">
      <PageMeta title={siteTitle(t('staff.onlyTitle'))} noindex />
      <h1 className="font-display text-3xl text-emerald-deep">{t('staff.onlyTitle')}</h1>
      <p
        role="alert"
        className="w-full rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-900"
      >
        {t(AUTH_MESSAGE_IDS.staffOnly)}
      </p>
      <Link to="/dashboard" className={buttonClass('secondary')}>
        {t('cardHome.backToCards')}
      </Link>
    </section>
  );
}

/**
 * Every /admin page: the login prompt for a visitor, a refusal for
 * an owner, the page for staff. The server checks every staff call itself: this only decides
 * what to draw.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useSession();
  const t = useT();
  if (session.isPending) return <FullScreenSpinner />;
  const user = session.data?.user;
  if (!user) {
    return <LoginPrompt title={t('staff.loginTitle')} intro={t('staff.loginIntro')} />;
  }
  if (user.role !== 'admin') return <StaffOnly />;
  return children;
}
