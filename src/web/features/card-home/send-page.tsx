import { Link, useSearchParams } from 'react-router';
import { invitationText } from '@shared/card/invitation-text';
import { useOwnerCard } from '@web/api/owner-card';
import { ShareInvitation } from '@web/components/share/share-invitation';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { QueryState } from '@web/components/ui/query-state';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useMyCards } from '@web/api/my-cards';
import { useT } from '@web/i18n/use-t';

/** The sharing of one card: its invitation text with Copy and Share. */
function ShareOne({ id }: { id: string }) {
  const card = useOwnerCard(id);
  return (
    <div className="mt-5">
      <QueryState query={card}>
        {({ content, url, hashtag, language }) => (
          <ShareInvitation
            text={invitationText(content, url, hashtag, language)}
            title={`${content.groom_name} & ${content.bride_name}`}
          />
        )}
      </QueryState>
    </div>
  );
}

/**
 * `/send`: the card home's sharing for a chosen card: pick one of your cards
 * (`?kad=<id>` picks it from a link), then copy or share its invitation text.
 */
export function SendPage() {
  const cards = useMyCards(true);
  const t = useT();
  const [params, setParams] = useSearchParams();
  if (cards.isPending) return <FullScreenSpinner />;
  const list = cards.data?.cards ?? [];
  const chosen = params.get('kad') ?? (list.length === 1 ? list[0]?.id : undefined) ?? '';

  return (
    <section className="mx-auto max-w-xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t('share.send.title'))} noindex />
      <h1 className="font-display text-3xl text-emerald-deep">{t('share.send.title')}</h1>
      {cards.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {errorMessage(cards.error)}
        </p>
      )}
      {list.length === 0 && !cards.isError ? (
        <div className="mt-4 space-y-4">
          <p className="text-muted">{t('share.send.noCards')}</p>
          <Link to="/#pilih-tema" className={buttonClass('primary')}>
            {t('share.send.create')}
          </Link>
        </div>
      ) : (
        <div className="mt-4 rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm">
          <FormField id="send-card" label={t('share.send.cardLabel')}>
            <select
              id="send-card"
              value={chosen}
              onChange={(event) => setParams({ kad: event.target.value }, { replace: true })}
              className={inputClass}
            >
              <option value="" disabled>
                {t('share.send.choose')}
              </option>
              {list.map((card) => (
                <option key={card.id} value={card.id}>
                  {card.groom_name} &amp; {card.bride_name} ({card.id})
                </option>
              ))}
            </select>
          </FormField>
          {chosen && <ShareOne id={chosen} />}
        </div>
      )}
    </section>
  );
}
