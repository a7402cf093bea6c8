import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { NotFoundPage } from '../not-found-page';
import { Button, buttonClass } from '../ui/link-button';
import { PageMeta, siteTitle } from '../ui/page-meta';
import { FullScreenSpinner } from '../ui/spinner';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { useT } from '../../i18n/use-t';

/** A card this page cannot show: someone else's (the server's own words), or a failed read. */
function CardProblem({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-5 pt-28 pb-16 text-center">
      <PageMeta title={siteTitle(title)} noindex />
      <h1 className="font-display text-3xl text-emerald-deep">{title}</h1>
      <p
        role="alert"
        className="w-full rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-900"
      >
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry && (
          <Button tone="secondary" onClick={onRetry}>
            {t('cardHome.tryAgain')}
          </Button>
        )}
        <Link to="/dashboard" className={buttonClass(onRetry ? 'quiet' : 'secondary')}>
          {t('cardHome.backToCards')}
        </Link>
      </div>
    </section>
  );
}

/**
 * What an owner page shows while its card is not there to show (every owner page reads it with
 * `useOwnerCard`): a spinner while it loads (and while a lost session turns into the login
 * prompt), the not-found page for an unknown card, the server's refusal for someone else's, and
 * a retry for a failed read. Null once the card is there.
 */
export function ownerCardFallback(query: UseQueryResult<unknown>, title: string): ReactNode {
  if (query.isPending) return <FullScreenSpinner />;
  if (!query.isError) return null;
  const status = query.error instanceof ApiRequestError ? query.error.status : 0;
  // 401: the session is gone and the login prompt is on its way (lib/query-client.ts).
  if (status === 401) return <FullScreenSpinner />;
  if (status === 404) return <NotFoundPage />;
  if (status === 403) return <CardProblem title={title} message={query.error.message} />;
  return (
    <CardProblem
      title={title}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
    />
  );
}
