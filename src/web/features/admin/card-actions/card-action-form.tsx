import type { FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import type { CardAction } from '@shared/schemas/admin';
import { cardIdFormSchema } from '@shared/schemas/admin';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { CopyTextButton } from '../components/copy-text-button';
import { useRunCardAction } from './api/run-card-action';

/**
 * One of the spec's card-id pages: a Card ID, the page's button,
 * then the thank-you message with the owner's link and Copy Text; an unknown id is said plainly.
 */
export function CardActionForm({ action, button }: { action: CardAction; button: string }) {
  const t = useT();
  const form = useZodForm(cardIdFormSchema, { cardId: '' });
  const run = useRunCardAction(action);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (body) run.mutate(body.cardId, { onError: form.showServerError });
  };

  return (
    <div className="max-w-2xl space-y-5">
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4 rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm"
      >
        <FormField id="card-id" label={t('staff.action.cardId')} error={form.errors.cardId}>
          <input
            {...fieldControl('card-id', form.errors.cardId)}
            className={inputClass}
            value={form.values.cardId}
            onChange={(e) => {
              form.set('cardId', e.target.value);
              run.reset();
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('staff.action.cardIdExample')}
          />
        </FormField>
        <Button type="submit" disabled={run.isPending}>
          {run.isPending ? t('staff.working') : button}
        </Button>
        {run.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(run.error)}
          </p>
        )}
      </form>

      {run.isSuccess && (
        <div
          role="status"
          className="space-y-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950"
        >
          <p className="break-words whitespace-pre-line">{run.data.message}</p>
          <a
            href={run.data.link}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-semibold break-all text-emerald-deep underline underline-offset-4"
          >
            {run.data.link}
            <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
          </a>
          <CopyTextButton text={run.data.message} />
        </div>
      )}
    </div>
  );
}
