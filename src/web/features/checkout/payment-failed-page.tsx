import { useState } from 'react';
import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import { whatsappLink } from '@shared/contact/phone';
import { useSettings } from '@web/api/get-settings';
import { WhatsappIcon } from '@web/components/icons/whatsapp-icon';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';
import { payingCard } from './utils/stored-card-id';

/**
 * The payment-failed page, `/pay/failed`: where the provider sends the owner back
 * when a payment fails. Its heading and text are the product's, word for word, with the support
 * chat; it leads back to the card this browser was paying for (kept in local storage before
 * leaving for the provider), or to the card list when it knows of none.
 */
export function PaymentFailedPage() {
  const settings = useSettings();
  const t = useT();
  const [cardId] = useState(payingCard);
  const support = settings.data?.whatsapp_no;

  return (
    <section className="mx-auto max-w-xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t('checkout.failed.title'))} noindex />
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-emerald-deep/10 bg-paper p-6 text-center shadow-sm">
        <CircleX className="h-12 w-12 text-red-700" aria-hidden="true" />
        <h1 className="font-display text-3xl text-emerald-deep">{t('checkout.failed.title')}</h1>
        <p className="text-ink">{t('checkout.failed.text')}</p>
        <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row-reverse">
          {cardId && (
            <Link
              to={`/checkout/${encodeURIComponent(cardId)}`}
              className={buttonClass('primary', 'w-full sm:flex-1')}
            >
              {t('checkout.tryAgain')}
            </Link>
          )}
          <Link
            to={cardId ? `/dashboard/${encodeURIComponent(cardId)}` : '/dashboard'}
            className={buttonClass(cardId ? 'secondary' : 'primary', 'w-full sm:flex-1')}
          >
            {cardId ? t('checkout.toCardHome') : t('checkout.toCardList')}
          </Link>
        </div>
        {support && (
          <a
            href={whatsappLink(
              support,
              cardId
                ? t('checkout.failed.supportTextCard', { card: cardId })
                : t('checkout.failed.supportText'),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 flex w-full items-center gap-3 rounded-2xl border border-emerald-deep/10 bg-white p-4 text-left text-ink hover:border-emerald-deep/40"
          >
            <WhatsappIcon className="h-6 w-6 shrink-0 text-emerald-700" />
            <span>
              <span className="block font-semibold">{t('checkout.failed.help')}</span>
              <span className="text-sm text-muted">{t('checkout.chatWhatsapp')}</span>
            </span>
          </a>
        )}
      </div>
    </section>
  );
}
