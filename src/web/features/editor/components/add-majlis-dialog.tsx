import { useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { MAJLIS_TEXT_RULES, cardTextError, textMessages } from '@shared/card/card-input';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button, buttonClass } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { useRuleText, useT } from '@web/i18n/use-t';
import type { MajlisChoice } from '../utils/majlis-list';
import { MAJLIS_CHOICES } from '../utils/majlis-list';

const TITLE_MESSAGES = textMessages(MAJLIS_TEXT_RULES.title);

/**
 * Tambah majlis: what the new majlis is (Akad Nikah, Majlis Resepsi / Walimatulurus, Majlis
 * Bertandang), or a title of the couple's own. The majlis then appears on the card to be filled
 * in like the first.
 */
export function AddMajlisDialog({
  onAdd,
  onClose,
  alsoFocusable,
}: {
  onAdd: (choice: MajlisChoice) => void;
  onClose: () => void;
  alsoFocusable?: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const sayRule = useRuleText();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  const addOwn = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    const problem = trimmed === '' ? TITLE_MESSAGES.required : cardTextError('title', trimmed);
    if (problem) return setError(problem);
    onAdd({ kind: 'lain', title: trimmed });
  };

  return (
    <SheetDialog
      title={t('editorMajlis.addMajlis.button')}
      onClose={onClose}
      alsoFocusable={alsoFocusable}
    >
      <p className="text-sm text-neutral-600">{t('editorMajlis.addMajlis.intro')}</p>
      <div className="mt-4 grid gap-2">
        {MAJLIS_CHOICES.filter((choice) => choice.kind !== 'lain').map((choice) => (
          <button
            key={choice.kind}
            type="button"
            onClick={() => onAdd({ kind: choice.kind, title: '' })}
            className={buttonClass('secondary', 'w-full')}
          >
            {t(choice.label)}
          </button>
        ))}
      </div>
      <form
        onSubmit={addOwn}
        noValidate
        className="mt-5 space-y-3 border-t border-neutral-200 pt-4"
      >
        <FormField
          id="majlis-title"
          label={t('editorMajlis.addMajlis.ownTitle')}
          error={error && sayRule(error)}
        >
          <input
            {...fieldControl('majlis-title', error)}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setError(undefined);
            }}
            maxLength={MAJLIS_TEXT_RULES.title.maxLength}
            placeholder={t('editorMajlis.addMajlis.ownTitlePlaceholder')}
            className={inputClass}
          />
        </FormField>
        <Button type="submit" tone="primary" className="w-full">
          {t('editorMajlis.addMajlis.addOwn')}
        </Button>
      </form>
    </SheetDialog>
  );
}
