import { useState } from 'react';
import { buttonClass } from '@web/components/ui/link-button';
import { LoadingBlock } from '@web/components/ui/loading-block';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useFeedback } from './api/get-feedback';
import { FeedbackEntry } from './components/feedback-entry';
import { RatingFilter } from './components/rating-filter';
import { RatingSummary } from './components/rating-summary';

/**
 * The rating summary with a bar for each of 1 to 5 stars,
 * and the list, newest first, with the filter All / 1 / 2 / 3 / 4 / 5 stars and "load more".
 * Entries come from owners of active cards (their card home); blank names and entries staff
 * hid are neither counted nor shown (the server sees to it).
 */
export function FeedbackPage() {
  const t = useT();
  const [rating, setRating] = useState<number | null>(null);
  const feedback = useFeedback(rating);
  const pages = feedback.data?.pages ?? [];
  const first = pages[0];
  const entries = pages.flatMap((page) => page.entries);

  return (
    <section className="mx-auto max-w-5xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t('feedback.pageTitle'))} />
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-deep uppercase">
        {t('feedback.eyebrow')}
      </p>
      <h1 className="mt-1 font-display text-3xl text-emerald-deep sm:text-4xl">
        {t('feedback.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{t('feedback.intro')}</p>

      {feedback.isPending ? (
        <LoadingBlock className="mt-10 flex justify-center" />
      ) : feedback.isError && !first ? (
        <div className="mt-8 rounded-2xl bg-blush p-5">
          <p role="alert" className="text-ink">
            {errorMessage(feedback.error)}
          </p>
          <button
            type="button"
            onClick={() => void feedback.refetch()}
            className={buttonClass('secondary', 'mt-3', 'sm')}
          >
            <span className="px-3">{t('feedback.retry')}</span>
          </button>
        </div>
      ) : (
        first && (
          <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <div className="lg:sticky lg:top-24">
              <RatingSummary summary={first.summary} />
            </div>
            <section aria-labelledby="feedback-list-title" className="space-y-4">
              <h2 id="feedback-list-title" className="font-display text-xl text-emerald-deep">
                {t('feedback.list.title')}
              </h2>
              <RatingFilter value={rating} onChange={setRating} />
              <p role="status" aria-live="polite" className="text-sm text-muted">
                {first.total === 0
                  ? rating === null
                    ? t('feedback.list.none')
                    : t('feedback.list.noneWith', { rating })
                  : rating === null
                    ? t('feedback.list.count', { count: first.total })
                    : t('feedback.list.countWith', { count: first.total, rating })}
              </p>
              <ul className="space-y-3" aria-label={t('feedback.list.label')}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <FeedbackEntry entry={entry} />
                  </li>
                ))}
              </ul>
              {feedback.hasNextPage && (
                <div className="flex justify-center pt-2">
                  <button
                    type="button"
                    onClick={() => void feedback.fetchNextPage()}
                    disabled={feedback.isFetchingNextPage}
                    className={buttonClass('secondary', 'disabled:opacity-60')}
                  >
                    {feedback.isFetchingNextPage
                      ? t('feedback.list.loading')
                      : t('feedback.list.more')}
                  </button>
                </div>
              )}
              {feedback.isFetchNextPageError && (
                <p role="alert" className="text-center text-sm text-red-700">
                  {errorMessage(feedback.error)}
                </p>
              )}
            </section>
          </div>
        )
      )}
    </section>
  );
}
