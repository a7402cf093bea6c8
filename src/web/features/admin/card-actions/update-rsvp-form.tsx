import { useState } from 'react';
import type { FormEvent } from 'react';
import { MAX_BULK_IDS, parseCardIdList } from '@shared/schemas/admin';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { useUpdateRsvpBulk } from './api/update-rsvp-bulk';

/**
 * **Update RSVP** switches RSVP on for every pasted
 * card id (one a line), all or none; the answer names the ids that failed.
 */
export function UpdateRsvpForm() {
  const t = useT();
  const [ids, setIds] = useState('');
  const update = useUpdateRsvpBulk();
  const count = parseCardIdList(ids).length;
  const fieldError =
    update.error instanceof ApiRequestError && update.error.field === 'ids'
      ? update.error.message
      : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ ids });
  };

  return (
    <div className="max-w-2xl space-y-5">
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4 rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm"
      >
        <FormField
          id="card-ids"
          label={t('staff.action.cardId')}
          hint={t('staff.action.idsHint', { max: MAX_BULK_IDS })}
          error={fieldError}
        >
          <textarea
            {...fieldControl('card-ids', fieldError)}
            className={`${inputClass} min-h-48 font-mono text-sm`}
            value={ids}
            onChange={(e) => {
              setIds(e.target.value);
              update.reset();
            }}
            spellCheck={false}
            autoCapitalize="none"
          />
        </FormField>
        <p className="text-sm text-muted">{t('staff.action.idCount', { count })}</p>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('staff.working') : t('staff.menu.updateRsvp')}
        </Button>
        {update.isError && !fieldError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(update.error)}
          </p>
        )}
      </form>

      {update.isSuccess && update.data.ok && (
        <p
          role="status"
          className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950"
        >
          {update.data.message} {t('staff.action.updated', { count: update.data.updated.length })}
        </p>
      )}
      {update.isSuccess && !update.data.ok && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">{update.data.message}</p>
          <p className="mt-1 text-sm">{t('staff.action.noneChanged')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {update.data.failed.map((f) => (
              <li key={f.id}>
                <span className="font-mono font-semibold break-all">{f.id}</span>: {f.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
