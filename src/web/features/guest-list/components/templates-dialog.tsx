import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { defaultMessages } from '@shared/guests/default-messages';
import type { PlaceholderKey } from '@shared/guests/message-placeholders';
import { placeholderIn } from '@shared/guests/message-placeholders';
import type { CardLanguage } from '@shared/i18n/card-words';
import {
  MAX_TEMPLATE_LENGTH,
  personalMessage,
  templateProblem,
} from '@shared/guests/invitation-message';
import {
  DAY_BEFORE_PLACEHOLDERS,
  THANKS_PLACEHOLDERS,
  dayBeforeMessage,
  dayBeforeTemplateProblem,
  thanksMessage,
  thanksTemplateProblem,
} from '@shared/guests/guest-messages';
import type { Majlis } from '@shared/card/card-content';
import type { GuestTemplates } from '@shared/schemas/guest-list';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useLocale } from '@web/i18n/locale-provider';
import { useRuleText, useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';

type Kind = keyof GuestTemplates;
type Errors = Partial<Record<Kind | 'form', string>>;

const KINDS = ['invitation', 'reminder', 'dayBefore', 'thanks'] as const;

const LABELS: Record<Kind, SiteMessageId> = {
  invitation: 'guestList.templates.invitation',
  reminder: 'guestList.templates.reminder',
  dayBefore: 'guestList.templates.dayBefore',
  thanks: 'guestList.templates.thanks',
};

/** Each message's rule, as the server checks it. */
const PROBLEMS: Record<Kind, (text: string) => string | null> = {
  invitation: templateProblem,
  reminder: templateProblem,
  dayBefore: dayBeforeTemplateProblem,
  thanks: thanksTemplateProblem,
};

/** The placeholders each message fills, with what they become (the line under its box). */
const PLACEHOLDERS: Partial<Record<Kind, Readonly<Record<string, string>>>> = {
  dayBefore: DAY_BEFORE_PLACEHOLDERS,
  thanks: THANKS_PLACEHOLDERS,
};

/** What each placeholder becomes, in the page's words. */
const PLACEHOLDER_MEANINGS: Record<PlaceholderKey, SiteMessageId> = {
  nama: 'guestList.templates.placeholder.nama',
  majlis: 'guestList.templates.placeholder.majlis',
  tarikh: 'guestList.templates.placeholder.tarikh',
  masa: 'guestList.templates.placeholder.masa',
  tempat: 'guestList.templates.placeholder.tempat',
  pas: 'guestList.templates.placeholder.pas',
  pautan: 'guestList.templates.placeholder.pautan',
};

/**
 * The four messages, each with its preview for the first party on the list (or a sample guest):
 * {nama} becomes the party's name, {pautan} its personal link; the day-before reminder names
 * the card's first majlis and the party's pass ({pas}). Checked here as the server checks them
 * ({pautan} in the invitation and reminder, {pas} in the day-before reminder), and the server's
 * refusal shows at its message.
 */
export function TemplatesDialog({
  templates,
  sample,
  majlis,
  language,
  saving,
  error,
  onSave,
  onClose,
}: {
  templates: GuestTemplates;
  /** The card's language: the messages it starts with, and the words its preview fills in. */
  language: CardLanguage;
  sample: { name: string; link: string };
  /** The majlis the day-before reminder's preview names (the card's first). */
  majlis: Majlis | null;
  saving: boolean;
  error: unknown;
  onSave: (templates: GuestTemplates) => void;
  onClose: () => void;
}) {
  const t = useT();
  const sayRule = useRuleText();
  const { locale } = useLocale();
  const id = useId();
  const [draft, setDraft] = useState<GuestTemplates>(templates);
  const [errors, setErrors] = useState<Errors>({});
  const [shownError, setShownError] = useState<unknown>(null);
  if (error !== shownError) {
    setShownError(error);
    if (error) {
      const field = error instanceof ApiRequestError ? error.field : undefined;
      setErrors(
        KINDS.some((kind) => kind === field)
          ? { [field as Kind]: errorMessage(error) }
          : { form: errorMessage(error) },
      );
    }
  }

  const change = (kind: Kind, text: string) => {
    setDraft((was) => ({ ...was, [kind]: text }));
    setErrors((was) => ({ ...was, [kind]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const kind of KINDS) {
      const problem = PROBLEMS[kind](draft[kind]);
      if (problem) found[kind] = sayRule(problem);
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(draft);
  };

  const preview = (kind: Kind) => {
    if (kind === 'thanks') return thanksMessage(draft.thanks, sample);
    if (kind === 'dayBefore') {
      return majlis
        ? dayBeforeMessage(draft.dayBefore, sample, { majlis, sessionId: null }, language)
        : draft.dayBefore;
    }
    return personalMessage(draft[kind], sample);
  };

  const field = (kind: Kind) => {
    const fieldId = `${id}-${kind}`;
    const placeholders = PLACEHOLDERS[kind];
    return (
      <FormField id={fieldId} label={t(LABELS[kind])} error={errors[kind]}>
        <textarea
          {...fieldControl(fieldId, errors[kind])}
          value={draft[kind]}
          onChange={(event) => change(kind, event.target.value)}
          maxLength={MAX_TEMPLATE_LENGTH}
          rows={6}
          className={`${inputClass} text-sm`}
        />
        {placeholders && (
          <p className="mt-1.5 text-xs leading-relaxed text-muted">
            {Object.keys(placeholders).map((key, index) => (
              <span key={key}>
                {index > 0 && ', '}
                <code className="rounded bg-neutral-100 px-1">
                  {placeholderIn(key as PlaceholderKey, locale)}
                </code>{' '}
                {t(PLACEHOLDER_MEANINGS[key as PlaceholderKey])}
              </span>
            ))}
            .
          </p>
        )}
        <p className="mt-2 text-xs font-semibold text-muted">
          {t('guestList.templates.preview', { name: sample.name })}
        </p>
        <p
          data-testid={`preview-${kind}`}
          className="mt-1 rounded-2xl rounded-tl-sm bg-[#dcf8c6] px-3 py-2 text-sm break-words whitespace-pre-wrap text-neutral-900"
        >
          {preview(kind)}
        </p>
      </FormField>
    );
  };

  return (
    <SheetDialog title={t('guestList.templates.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <p className="text-sm text-neutral-600">
          <code className="rounded bg-neutral-100 px-1">{placeholderIn('nama', locale)}</code>{' '}
          {t('guestList.templates.nameHint')}{' '}
          <code className="rounded bg-neutral-100 px-1">{placeholderIn('pautan', locale)}</code>{' '}
          {t('guestList.templates.linkHint', {
            link: placeholderIn('pautan', locale),
            pass: placeholderIn('pas', locale),
          })}
        </p>
        {KINDS.map((kind) => (
          <div key={kind}>{field(kind)}</div>
        ))}
        {errors.form && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button type="submit" className="sm:flex-1" disabled={saving}>
            {saving ? t('guestList.saving') : t('guestList.templates.save')}
          </Button>
          <Button
            tone="secondary"
            className="sm:flex-1"
            onClick={() => {
              setDraft(defaultMessages(language));
              setErrors({});
            }}
          >
            {t('guestList.templates.reset')}
          </Button>
        </div>
      </form>
    </SheetDialog>
  );
}
