import { useState } from 'react';
import { Eye } from 'lucide-react';
import { useParams } from 'react-router';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { SalamKautQrReply, SalamKautSettings } from '@shared/schemas/salam-kaut';
import { useOwnerCard } from '@web/api/owner-card';
import { BackToCardHome, StaffReadOnlyNote } from '@web/components/owner-card/back-to-card-home';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { SavingSwitch } from '@web/components/ui/saving-switch';
import { QueryState } from '@web/components/ui/query-state';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useDeleteQr } from './api/delete-qr';
import { useSalamKaut } from './api/get-salam-kaut';
import { useSetGiftSettings } from './api/set-gift-settings';
import { useUploadQr } from './api/upload-qr';
import { GuestButtonStatus } from './components/guest-button-status';
import { QrShown } from './components/qr-shown';
import { QrUploadForm } from './components/qr-upload-form';

const PANEL = 'rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';

/**
 * The gift and salam kaut page (`/salamkaut/:id`; salam kaut: no image → upload form, image →
 * QR shown): the gift ideas switch, the salam kaut switch, and the QR
 * (upload, Ubah QR Code, Padam QR Code). Staff on a support case see it read-only.
 */
export function SalamKautPage() {
  const { id = '' } = useParams();
  const card = useOwnerCard(id);
  const t = useT();
  const fallback = ownerCardFallback(card, t('salamKaut.title'));
  if (fallback || !card.data) return fallback;
  return <SalamKautSetup key={card.data.id} card={card.data} />;
}

function SalamKautSetup({ card }: { card: OwnerCard }) {
  const settings = useSalamKaut(card.id);
  const t = useT();
  const content = card.content;
  return (
    <>
      <PageMeta title={siteTitle(t('salamKaut.title'))} noindex />
      <section className="mx-auto max-w-3xl px-5 pt-24 pb-16">
        <BackToCardHome cardId={card.id} />
        <h1 className="mt-2 font-display text-3xl text-emerald-deep sm:text-4xl">
          {t('salamKaut.title')}
        </h1>
        <p className="mt-1 text-muted">
          {content.groom_name} &amp; {content.bride_name}
        </p>
        {card.viewer === 'staff' && (
          <StaffReadOnlyNote>{t('salamKaut.staffOnly')}</StaffReadOnlyNote>
        )}
        <QueryState query={settings} retry>
          {(data) => <SalamKautPanels card={card} settings={data} />}
        </QueryState>
      </section>
    </>
  );
}

function SalamKautPanels({ card, settings }: { card: OwnerCard; settings: SalamKautSettings }) {
  const readOnly = card.viewer === 'staff';
  const t = useT();
  const giftSwitch = useSetGiftSettings(card.id);
  const salamKautSwitch = useSetGiftSettings(card.id);
  const upload = useUploadQr(card.id);
  const remove = useDeleteQr(card.id);
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [uploaded, setUploaded] = useState<SalamKautQrReply | null>(null);

  const onUpload = (file: File) =>
    upload.mutate(file, {
      onSuccess: (reply) => {
        setUploaded(reply);
        setReplacing(false);
      },
    });
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setUploaded(null);
      },
    });
  const showForm = !readOnly && (settings.qr === null || replacing);

  return (
    <div className="mt-6 space-y-5">
      <GuestButtonStatus settings={settings} />
      <div className={`${PANEL} divide-y divide-neutral-100`}>
        <SavingSwitch
          className="pb-4"
          label={t('salamKaut.switch.label')}
          description={settings.salam_kaut ? t('salamKaut.switch.on') : t('salamKaut.switch.off')}
          on={settings.salam_kaut}
          saving={salamKautSwitch.isPending}
          readOnly={readOnly}
          message={salamKautSwitch.isSuccess ? salamKautSwitch.data.message : null}
          error={salamKautSwitch.isError ? errorMessage(salamKautSwitch.error) : null}
          onChange={(on) => salamKautSwitch.mutate({ salam_kaut: on })}
        />
        <SavingSwitch
          className="pt-4"
          label={t('salamKaut.gift.label')}
          description={settings.gift ? t('salamKaut.gift.on') : t('salamKaut.gift.off')}
          on={settings.gift}
          saving={giftSwitch.isPending}
          readOnly={readOnly}
          message={giftSwitch.isSuccess ? giftSwitch.data.message : null}
          error={giftSwitch.isError ? errorMessage(giftSwitch.error) : null}
          onChange={(on) => giftSwitch.mutate({ gift: on })}
        />
      </div>

      <section aria-labelledby="kod-qr" className={PANEL}>
        <h2 id="kod-qr" className="font-display text-2xl text-emerald-deep">
          {t('salamKaut.qr.title')}
        </h2>
        <div className="mt-4">
          {showForm ? (
            <QrUploadForm
              uploading={upload.isPending}
              serverError={upload.isError ? errorMessage(upload.error) : null}
              onUpload={onUpload}
              onCancel={
                settings.qr
                  ? () => {
                      upload.reset();
                      setReplacing(false);
                    }
                  : undefined
              }
            />
          ) : settings.qr ? (
            <QrShown
              qr={settings.qr}
              result={uploaded}
              readOnly={readOnly}
              onReplace={() => {
                upload.reset();
                setReplacing(true);
              }}
              onDelete={() => {
                remove.reset();
                setConfirming(true);
              }}
            />
          ) : (
            <p className="text-sm text-muted">{t('salamKaut.qr.none')}</p>
          )}
        </div>
      </section>

      <a
        href={`/kad/${encodeURIComponent(card.id)}`}
        className={buttonClass('secondary', 'w-full')}
      >
        <Eye className="h-4 w-4" aria-hidden="true" />
        {t('salamKaut.viewCard')}
      </a>

      {confirming && (
        <ConfirmDialog
          title={t('salamKaut.delete.title')}
          message={t('salamKaut.delete.message')}
          confirmLabel={t('salamKaut.delete.confirm')}
          busyLabel={t('salamKaut.delete.busy')}
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
