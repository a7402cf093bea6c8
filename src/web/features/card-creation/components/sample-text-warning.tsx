import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { SampleCheckedField, SampleFieldLeft } from '@shared/card/sample-fields';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/** Each checked text by its name on the create screen, in the visitor's language. */
export const SAMPLE_FIELD_KEYS = {
  groom_name: 'create.sampleField.groomName',
  bride_name: 'create.sampleField.brideName',
  parent_name: 'create.sampleField.parentName',
  groom_fullname: 'create.sampleField.groomFullname',
  bride_fullname: 'create.sampleField.brideFullname',
  location: 'create.sampleField.location',
  doa: 'create.sampleField.doa',
} as const satisfies Record<SampleCheckedField, SiteMessageId>;

/**
 * Owner-area issue, "Hantar publishes sample text silently": before a card that still holds the
 * sample's words is published, a modal alert names those texts and offers two ways on: back to
 * the create screen to change them (the safe choice, focused first), or Teruskan juga, the only
 * one that publishes. Escape or the backdrop's Tutup closes it without publishing. A native
 * <dialog> opened with showModal(): the page behind is inert and focus stays inside.
 */
export function SampleTextWarning({
  fields,
  theme,
  onContinue,
  onClose,
}: {
  fields: SampleFieldLeft[];
  /** The draft's theme: its create screen is where the texts are changed. */
  theme: string;
  onContinue: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-paper p-6 text-ink shadow-2xl backdrop:bg-black/55"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert className="mt-1 h-6 w-6 shrink-0 text-amber-600" aria-hidden="true" />
        <h2 id={titleId} className="font-display text-2xl leading-tight text-emerald-deep">
          {t('create.sampleWarning.title')}
        </h2>
      </div>
      <div id={bodyId}>
        <p className="mt-3 text-muted">{t('create.sampleWarning.body')}</p>
        <ul
          aria-label={t('create.sampleWarning.list')}
          className="mt-3 list-disc space-y-1 pl-6 font-semibold"
        >
          {fields.map(({ field }) => (
            <li key={field}>{t(SAMPLE_FIELD_KEYS[field])}</li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Link to={`/create/${theme}`} className={buttonClass('primary', 'flex-1')}>
          {t('create.sampleWarning.change')}
        </Link>
        <button type="button" onClick={onContinue} className={buttonClass('secondary', 'flex-1')}>
          {t('create.sampleWarning.continue')}
        </button>
      </div>
    </dialog>
  );
}
