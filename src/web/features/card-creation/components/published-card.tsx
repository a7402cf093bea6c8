import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck, ExternalLink } from 'lucide-react';
import type { CardContent } from '@shared/card/card-content';
import { invitationText } from '@shared/card/invitation-text';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { PublishNext } from '@shared/schemas/publish';
import { ShareInvitation } from '@web/components/share/share-invitation';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/**
 * After publishing, the couple always sees their card's link first, with the
 * invitation text to Copy or Share, whatever comes next: checkout (a trial card) or, when a
 * promo made it free, the card home.
 */
export function PublishedCard({
  id,
  next,
  content,
  language,
}: {
  id: string;
  next: PublishNext;
  content: CardContent;
  /** The card's language: guests read the invitation text in it. */
  language: CardLanguage;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const url = `${window.location.origin}/kad/${id}`;

  // The form this replaces had focus: move it, and the reader, to the news.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby="published-title">
      <div className="flex items-center gap-3">
        <CircleCheck className="h-8 w-8 shrink-0 text-emerald-700" aria-hidden="true" />
        <h1
          id="published-title"
          ref={heading}
          tabIndex={-1}
          className="font-display text-3xl text-emerald-deep outline-none"
        >
          {t('create.published.title')}
        </h1>
      </div>
      <div className="mt-6 space-y-5 rounded-3xl border border-emerald-deep/10 bg-paper p-5">
        <div>
          <p className="text-sm font-semibold text-ink">{t('create.published.link')}</p>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-1.5 font-semibold break-all text-emerald-deep underline underline-offset-2"
          >
            {url}
            <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
          </a>
          <p className="mt-1 text-sm text-muted">{t('create.published.linkHint')}</p>
        </div>
        <ShareInvitation
          text={invitationText(content, url, '', language)}
          title={`${content.groom_name} & ${content.bride_name}`}
        />
      </div>
      {next === 'checkout' ? (
        <p className="mt-6 text-sm text-muted">{t('create.published.trial')}</p>
      ) : (
        <p className="mt-6 text-sm text-muted">{t('create.published.active')}</p>
      )}
      <Link to={`/${next}/${id}`} className={buttonClass('primary', 'mt-4 w-full')}>
        {next === 'checkout' ? t('create.published.toCheckout') : t('create.published.toCardHome')}
      </Link>
    </section>
  );
}
