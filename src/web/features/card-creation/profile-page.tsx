import { BillingFields } from '@web/components/billing/billing-fields';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CardContent } from '@shared/card/card-content';
import type { SampleFieldLeft } from '@shared/card/sample-fields';
import { sampleFieldsLeft } from '@shared/card/sample-fields';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { PublishCardReply } from '@shared/schemas/publish';
import { profileInputSchema } from '@shared/schemas/publish';
import { useSession } from '@web/api/get-session';
import { useCheckPromo } from '@web/api/check-promo';
import { useSettings } from '@web/api/get-settings';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { ringgitWords } from '@web/components/payments/payment-words';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { clearDraft } from '@web/lib/card-draft';
import { readDraft } from '@web/lib/draft-store';
import { useDraftLanguage } from '@web/lib/draft-language';
import { usePublishCard } from './api/publish-card';
import { PublishedCard } from './components/published-card';
import { SampleTextWarning } from './components/sample-text-warning';

/**
 * Name, phone, the e-mail of the session (read-only) and
 * a promo code, then Hantar creates the card from the draft on the server (the spec's
 * /publish/:name/:email/:mobile/… route put personal details in the address; here they go in the
 * request body). Name and phone are checked with the API's own schema. A draft that still holds
 * the sample's words is published only after a warning naming them. The draft is cleared only
 * once the card exists; then the page shows the card's link with Copy and Share, and the way on
 * to checkout or the card home.
 */
export function ProfilePage() {
  const session = useSession();
  const t = useT();
  const { locale } = useLocale();
  const language = useDraftLanguage();
  const settings = useSettings();
  const form = useZodForm(profileInputSchema, { name: '', mobile: '' });
  const [promo, setPromo] = useState('');
  const promoCheck = useCheckPromo();
  const publishing = usePublishCard();
  const [sampleLeft, setSampleLeft] = useState<{ fields: SampleFieldLeft[]; theme: string } | null>(
    null,
  );
  const [published, setPublished] = useState<{
    reply: PublishCardReply;
    content: CardContent;
    language: CardLanguage;
  } | null>(null);
  // The code Apply accepted, as long as it is still the one typed.
  const applied = promoCheck.isSuccess && promoCheck.variables === promo ? promoCheck.data : null;
  const price = settings.data?.price ?? null;
  const total = applied ? applied.totalSen : price;
  const promoError = promoCheck.isError ? errorMessage(promoCheck.error) : undefined;
  // A refusal of the promo or of the draft (a profile field's shows beside its field).
  const [publishError, setPublishError] = useState<{ promo?: string; other?: string }>({});

  const checkPromo = () => {
    promoCheck.reset();
    if (promo.trim()) promoCheck.mutate(promo);
  };

  const send = (profile: { name: string; mobile: string }) => {
    setSampleLeft(null);
    setPublishError({});
    const draft = readDraft(new Date(), language);
    publishing.mutate(
      { draft, profile, promo: applied ? promo : promo.trim() || null, language },
      {
        onSuccess: (reply) => {
          clearDraft();
          setPublished({ reply, content: draft, language });
        },
        onError: (error) => {
          if (form.showServerError(error)) return;
          const onPromo = error instanceof ApiRequestError && error.field === 'promo';
          setPublishError(
            onPromo ? { promo: errorMessage(error) } : { other: errorMessage(error) },
          );
        },
      },
    );
  };

  const publish = (event: FormEvent) => {
    event.preventDefault();
    const profile = form.check();
    if (!profile) return;
    const draft = readDraft(new Date(), language);
    const left = sampleFieldsLeft(draft);
    if (left.length > 0) return setSampleLeft({ fields: left, theme: draft.theme });
    send(profile);
  };

  if (published) {
    return (
      <section className="mx-auto max-w-xl px-5 pt-24 pb-16">
        <PageMeta title={siteTitle(t('create.published.pageTitle'))} noindex />
        <PublishedCard
          id={published.reply.id}
          next={published.reply.next}
          content={published.content}
          language={published.language}
        />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t('create.profile.title'))} noindex />
      <h1 className="font-display text-3xl text-emerald-deep">{t('create.profile.title')}</h1>
      <p className="mt-2 text-muted">{t('create.profile.intro')}</p>
      <form
        onSubmit={publish}
        noValidate
        className="mt-6 space-y-4 rounded-3xl border border-emerald-deep/10 bg-paper p-5"
      >
        <BillingFields idPrefix="profile" form={form} email={session.data?.user?.email ?? ''} />
        <FormField
          id="profile-promo"
          label={t('checkout.promo.label')}
          hint={t('checkout.promo.optional')}
          error={promoError ?? publishError.promo}
        >
          <div className="flex gap-2">
            <input
              {...fieldControl('profile-promo', promoError ?? publishError.promo)}
              value={promo}
              onChange={(e) => {
                setPromo(e.target.value);
                promoCheck.reset();
              }}
              autoCapitalize="characters"
              maxLength={40}
              className={inputClass}
            />
            <Button type="button" tone="secondary" onClick={checkPromo} className="mt-1 shrink-0">
              {t('checkout.promo.apply')}
            </Button>
          </div>
          {applied && <p className="mt-1 text-sm text-emerald-800">{applied.message}</p>}
        </FormField>
        {total !== null && (
          <p className="flex justify-between border-t border-emerald-deep/10 pt-4 text-ink">
            <span>{t('checkout.order.total')}</span>
            <span data-testid="total" className="font-semibold">
              {ringgitWords(total, locale)}
            </span>
          </p>
        )}
        {publishError.other && (
          <p role="alert" className="text-sm text-red-700">
            {publishError.other}
          </p>
        )}
        <Button
          type="submit"
          disabled={publishing.isPending}
          className="w-full disabled:opacity-60"
        >
          {publishing.isPending ? t('create.profile.publishing') : t('create.profile.publish')}
        </Button>
      </form>
      {sampleLeft && (
        <SampleTextWarning
          fields={sampleLeft.fields}
          theme={sampleLeft.theme}
          onContinue={() => {
            const profile = form.check();
            if (profile) send(profile);
          }}
          onClose={() => setSampleLeft(null)}
        />
      )}
    </section>
  );
}
