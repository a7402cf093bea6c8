import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Eye, MessageCircleQuestion, Pencil } from 'lucide-react';
import { invitationText } from '@shared/card/invitation-text';
import { heroHeading } from '@shared/card/card-page';
import { firstMajlis } from '@shared/card/majlis';
import { whatsappLink } from '@shared/contact/phone';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { useSettings } from '@web/api/get-settings';
import { useOwnerCard } from '@web/api/owner-card';
import { useRsvpTotals } from '@web/api/rsvp-totals';
import { MajlisRsvpTotals } from '@web/components/owner-card/majlis-rsvp-totals';
import { CardPicture } from '@web/components/owner-card/card-picture';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { ShareInvitation } from '@web/components/share/share-invitation';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useStoredFlag } from '@web/hooks/use-stored-flag';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { AfterTheDayPanel } from './components/after-the-day-panel';
import { CardChecklist } from './components/card-checklist';
import { CardOpensPanel } from './components/card-opens-panel';
import { CardStatusPanel } from './components/card-status-panel';
import { CoHostsPanel } from './components/co-hosts-panel';
import { FeatureTiles } from './components/feature-tiles';
import { FeedbackCard } from './components/feedback-card';
import { HashtagForm } from './components/hashtag-form';
import { RecommendedList } from './components/recommended-list';

const PANEL = 'rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';

/**
 * The card home (`/dashboard/:id`): the card's status (a live countdown in the trial),
 * its summary, each majlis with its date, RSVP totals and seats left, the hashtag, the
 * invitation text with Copy and Share, Lihat and Edit, the feature tiles, the 'ada soalan?'
 * chat, a checklist and the Recommended list.
 */
export function CardHomePage() {
  const { id = '' } = useParams();
  const card = useOwnerCard(id);
  const t = useT();
  const { locale } = useLocale();
  const settings = useSettings();
  const [shared, setShared] = useStoredFlag(`shared_${id}`);
  const totals = useRsvpTotals(id, card.isSuccess);
  const refetch = card.refetch;
  const onTrialOver = useCallback(() => void refetch(), [refetch]);

  const fallback = ownerCardFallback(card, t('cardHome.title'));
  if (fallback || !card.data) return fallback;
  const { content, viewer } = card.data;
  // A Pengurus helps with the guests: the card itself (edit, pay, theme, song, gifts, hashtag,
  // co-hosts) stays the owner's, so those are not offered. Staff see what they saw before.
  const ownerPart = viewer !== 'pengurus';
  const couple = `${content.groom_name} & ${content.bride_name}`;
  const support = settings.data?.whatsapp_no;

  return (
    <section className="mx-auto max-w-5xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t('cardHome.pageTitle', { couple }))} noindex />
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-deep hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('cardHome.allCards')}
      </Link>

      <header className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="flex items-center gap-4">
          <CardPicture
            cardId={id}
            version={card.data.version}
            language={card.data.language}
            couple={couple}
            className="h-24 sm:h-28"
          />
          <div>
            <p className="text-sm tracking-wide text-muted uppercase">{heroHeading(content)}</p>
            <h1 className="font-display text-3xl text-emerald-deep sm:text-4xl">{couple}</h1>
            <p className="mt-1 text-muted">
              {weekdayAndDateWords(firstMajlis(content.majlis).date, locale)}
            </p>
            {viewer === 'pengurus' && (
              <p className="mt-2 text-sm text-ink">
                <span className="rounded-full bg-sky-100 px-2.5 py-0.5 font-semibold text-sky-900">
                  {t('cardHome.role.pengurus')}
                </span>{' '}
                {t('cardHome.helperNote')}
              </p>
            )}
          </div>
        </div>
        <div className="flex gap-2">
          <a
            href={`/kad/${id}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', '', 'sm')}
          >
            <Eye className="h-4 w-4" aria-hidden="true" />{' '}
            <span className="pr-2">{t('cardHome.view')}</span>
          </a>
          {ownerPart && (
            <Link to={`/edit/${id}`} className={buttonClass('primary', '', 'sm')}>
              <Pencil className="h-4 w-4" aria-hidden="true" />{' '}
              <span className="pr-2">{t('cardHome.edit')}</span>
            </Link>
          )}
        </div>
      </header>

      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <CardStatusPanel
            card={card.data}
            fetchedAt={card.dataUpdatedAt}
            onTrialOver={onTrialOver}
            payable={ownerPart}
          />
          <section aria-labelledby="majlis-title" className={PANEL}>
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="majlis-title" className="font-display text-xl text-emerald-deep">
                {t('cardHome.majlisTitle')}
              </h2>
              <Link
                to={`/rsvp/${encodeURIComponent(id)}`}
                className="text-sm font-semibold text-emerald-deep underline-offset-4 hover:underline"
              >
                {t('cardHome.manageRsvp')}
              </Link>
            </div>
            <MajlisRsvpTotals majlis={content.majlis} totals={totals.data} />
          </section>
          <CardOpensPanel cardId={id} />
          <section aria-labelledby="share" className={PANEL}>
            <h2 id="share" className="font-display text-xl text-emerald-deep">
              {t('cardHome.shareTitle')}
            </h2>
            <p className="mt-1 mb-3 text-sm text-muted">
              {t('cardHome.cardLink')}{' '}
              <a
                href={card.data.url}
                className="font-semibold break-all text-emerald-deep underline"
              >
                {card.data.url}
              </a>
            </p>
            <ShareInvitation
              text={invitationText(content, card.data.url, card.data.hashtag, card.data.language)}
              title={couple}
              onShared={() => setShared(true)}
            />
          </section>
          <FeatureTiles cardId={id} ownerPart={ownerPart} />
          {viewer === 'owner' && <CoHostsPanel cardId={id} />}
          {viewer === 'owner' && <AfterTheDayPanel cardId={id} language={card.data.language} />}
          {viewer === 'owner' && (
            <FeedbackCard
              cardId={id}
              active={card.data.state === 'active'}
              suggestedName={couple}
            />
          )}
        </div>
        <div className="space-y-5">
          {ownerPart && <CardChecklist card={card.data} shared={shared} />}
          {ownerPart && (
            <section aria-labelledby="hashtag-title" className={PANEL}>
              <h2 id="hashtag-title" className="sr-only">
                {t('cardHome.hashtagTitle')}
              </h2>
              <HashtagForm
                cardId={id}
                hashtag={card.data.hashtag}
                suggestion={`${content.groom_name}${content.bride_name}`}
              />
            </section>
          )}
          {support && (
            <a
              href={whatsappLink(support, t('cardHome.questionText', { card: id }))}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 rounded-3xl border border-emerald-deep/10 bg-paper p-5 text-ink shadow-sm hover:border-emerald-deep/40"
            >
              <MessageCircleQuestion className="h-6 w-6 text-emerald-deep" aria-hidden="true" />
              <span>
                <span className="block font-semibold">{t('cardHome.question')}</span>
                <span className="text-sm text-muted">{t('cardHome.chatWhatsapp')}</span>
              </span>
            </a>
          )}
        </div>
      </div>

      <div className="mt-10">
        <RecommendedList />
      </div>
    </section>
  );
}
