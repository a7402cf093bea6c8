import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CardContent } from '@shared/card/card-content';
import type { SampleFieldLeft } from '@shared/card/sample-fields';
import { sampleFieldsLeft } from '@shared/card/sample-fields';
import { formatRinggit } from '@shared/money/ringgit';
import type { PromoCheckReply } from '@shared/schemas/promo';
import type { PublishCardReply } from '@shared/schemas/publish';
import { PROFILE_MESSAGES } from '@shared/schemas/publish';
import { isPhoneNumber } from '@shared/contact/phone';
import { useSession } from '@web/api/auth';
import { useSettings } from '@web/api/get-settings';
import { FormField, PhoneInput, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { ApiRequestError, apiRequest, errorMessage } from '@web/lib/api-client';
import { clearDraft } from '@web/lib/card-draft';
import { readDraft } from '@web/lib/draft-store';
import { PublishedCard } from './components/published-card';
import { SampleTextWarning } from './components/sample-text-warning';

type Errors = Partial<Record<'name' | 'mobile' | 'promo' | 'publish', string>>;

/** Where the server's `error.field` shows on this form. */
const FIELD_OF_REPLY: Record<string, keyof Errors> = {
  'profile.name': 'name',
  'profile.mobile': 'mobile',
  promo: 'promo',
};

/**
 * owner-side §2 "Profile" and "Publish": name, phone, the e-mail of the session (read-only) and
 * a promo code, then Hantar creates the card from the draft on the server (the spec's
 * /publish/:name/:email/:mobile/… route put personal details in the address; here they go in the
 * request body). A draft that still holds the sample's words is published only after a warning
 * naming them. The draft is cleared only once the card exists; then the page shows the card's
 * link with Copy and Share, and the way on to checkout or the card home.
 */
export function ProfilePage() {
  const session = useSession();
  const settings = useSettings();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [promo, setPromo] = useState('');
  const [applied, setApplied] = useState<(PromoCheckReply & { code: string }) | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sampleLeft, setSampleLeft] = useState<{ fields: SampleFieldLeft[]; theme: string } | null>(
    null,
  );
  const [published, setPublished] = useState<{
    reply: PublishCardReply;
    content: CardContent;
  } | null>(null);
  const price = settings.data?.price ?? null;
  const total = applied ? applied.totalSen : price;

  const checkPromo = async () => {
    setErrors((current) => ({ ...current, promo: undefined }));
    setApplied(null);
    if (!promo.trim()) return;
    try {
      const reply = await apiRequest<PromoCheckReply>('/promo-codes/check', {
        method: 'POST',
        body: JSON.stringify({ code: promo }),
      });
      setApplied({ ...reply, code: promo });
    } catch (error) {
      setErrors((current) => ({ ...current, promo: errorMessage(error) }));
    }
  };

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = PROFILE_MESSAGES.name;
    if (!mobile.trim()) found.mobile = PROFILE_MESSAGES.mobile;
    else if (!isPhoneNumber(mobile)) found.mobile = PROFILE_MESSAGES.mobileInvalid;
    setErrors(found);
    if (found.name || found.mobile) return;
    const draft = readDraft();
    const left = sampleFieldsLeft(draft);
    if (left.length > 0) return setSampleLeft({ fields: left, theme: draft.theme });
    await send();
  };

  const send = async () => {
    setSampleLeft(null);
    setBusy(true);
    const draft = readDraft();
    try {
      const reply = await apiRequest<PublishCardReply>('/cards', {
        method: 'POST',
        body: JSON.stringify({
          draft,
          profile: { name, mobile },
          promo: applied?.code ?? (promo.trim() || null),
        }),
      });
      clearDraft();
      setPublished({ reply, content: draft });
    } catch (error) {
      // A refusal about a field of this form is shown beside it; the draft's, under Hantar.
      const field = error instanceof ApiRequestError ? error.field : undefined;
      const place = field ? FIELD_OF_REPLY[field] : undefined;
      setErrors({ [place ?? 'publish']: errorMessage(error) });
      setBusy(false);
    }
  };

  if (published) {
    return (
      <section className="mx-auto max-w-xl px-5 pt-24 pb-16">
        <PageMeta title={siteTitle('Kad Diterbitkan')} noindex />
        <PublishedCard
          id={published.reply.id}
          next={published.reply.next}
          content={published.content}
        />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle('Maklumat Diri')} noindex />
      <h1 className="font-display text-3xl text-emerald-deep">Maklumat Diri</h1>
      <p className="mt-2 text-muted">
        Lengkapkan maklumat anda untuk menerbitkan kad. Anda boleh mencuba kad selama 1 jam sebelum
        membuat bayaran.
      </p>
      <form
        onSubmit={(event) => void publish(event)}
        noValidate
        className="mt-6 space-y-4 rounded-3xl border border-emerald-deep/10 bg-paper p-5"
      >
        <FormField id="profile-name" label="Nama" error={errors.name}>
          <input
            {...fieldControl('profile-name', errors.name)}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            maxLength={80}
            className={inputClass}
          />
        </FormField>
        <FormField id="profile-mobile" label="Nombor Telefon" error={errors.mobile}>
          <PhoneInput
            {...fieldControl('profile-mobile', errors.mobile)}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
          />
        </FormField>
        <FormField id="profile-email" label="Email">
          <input
            id="profile-email"
            value={session.data?.user?.email ?? ''}
            readOnly
            className={inputClass}
          />
        </FormField>
        <FormField id="profile-promo" label="Kod Promo" hint="pilihan" error={errors.promo}>
          <div className="flex gap-2">
            <input
              {...fieldControl('profile-promo', errors.promo)}
              value={promo}
              onChange={(e) => {
                setPromo(e.target.value);
                setApplied(null);
              }}
              autoCapitalize="characters"
              maxLength={40}
              className={inputClass}
            />
            <Button
              type="button"
              tone="secondary"
              onClick={() => void checkPromo()}
              className="mt-1 shrink-0"
            >
              Guna
            </Button>
          </div>
          {applied && <p className="mt-1 text-sm text-emerald-800">{applied.message}</p>}
        </FormField>
        {total !== null && (
          <p className="flex justify-between border-t border-emerald-deep/10 pt-4 text-ink">
            <span>Jumlah</span>
            <span data-testid="total" className="font-semibold">
              {formatRinggit(total)}
            </span>
          </p>
        )}
        {errors.publish && (
          <p role="alert" className="text-sm text-red-700">
            {errors.publish}
          </p>
        )}
        <Button type="submit" disabled={busy} className="w-full disabled:opacity-60">
          {busy ? 'Sedang menerbitkan…' : 'Hantar'}
        </Button>
      </form>
      {sampleLeft && (
        <SampleTextWarning
          fields={sampleLeft.fields}
          theme={sampleLeft.theme}
          onContinue={() => void send()}
          onClose={() => setSampleLeft(null)}
        />
      )}
    </section>
  );
}
