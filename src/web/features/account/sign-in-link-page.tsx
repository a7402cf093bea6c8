import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LOGIN_TOKEN_PATTERN } from '@shared/schemas/auth';
import { useSignInWithLink } from '@web/api/sign-in-with-link';
import { LogoMark } from '@web/components/logo';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';

/**
 * Takes the sign-in token out of the address bar at once: it sits in the fragment (never sent to
 * a server, a proxy or a Referer), and removing it keeps it out of the history, bookmarks and
 * anyone looking over a shoulder. React Router's own state in `history.state` is kept.
 */
function takeTokenFromAddressBar(): string {
  const token = window.location.hash.slice(1);
  if (window.location.hash) {
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }
  return token;
}

/**
 * `/masuk#<token>`: the one-click sign-in link of a login e-mail (hardened so a
 * stranger's wrong guesses can never keep the owner out). It works in any browser, then goes to
 * the dashboard; a used, expired or broken link says so, with the way back to the login form.
 */
export function SignInLinkPage() {
  const signIn = useSignInWithLink();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  // Once only, also under StrictMode's second effect run: the first run has taken the token.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeTokenFromAddressBar();
    // A missing or broken token (a reload, a link cut short by a mail client) is not even sent.
    const signingIn = LOGIN_TOKEN_PATTERN.test(token)
      ? signIn(token)
      : Promise.reject(new ApiRequestError(400, 'bad_request', t('login.error.linkInvalid')));
    void signingIn
      .then(() => navigate('/dashboard', { replace: true }))
      .catch((failure: unknown) => {
        setError(errorMessage(failure));
      });
  }, [signIn, navigate, t]);

  return (
    <section className="mx-auto flex max-w-md flex-col px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t('login.title'))} noindex />
      <div className="rounded-3xl border border-emerald-deep/10 bg-paper p-6 shadow-sm sm:p-8">
        <LogoMark className="h-11 w-11" />
        <h1 className="mt-4 font-display text-3xl text-emerald-deep">{t('login.title')}</h1>
        {error === null ? (
          <p role="status" className="mt-6 flex items-center gap-3 text-ink">
            <Spinner className="h-6 w-6" />
            {t('login.link.busy')}
          </p>
        ) : (
          <>
            <p role="alert" className="mt-4 text-red-700">
              {error}
            </p>
            <Link to="/dashboard" className={buttonClass('primary', 'mt-6 w-full')}>
              {t('login.link.back')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
