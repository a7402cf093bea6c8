import { useState } from 'react';
import type { FormEvent } from 'react';
import { Ban, Plus, RotateCcw } from 'lucide-react';
import type { AdminPromoCode } from '@shared/schemas/promo-admin';
import { promoFormSchema } from '@shared/schemas/promo-admin';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { QueryState } from '@web/components/ui/query-state';
import { useRinggit } from '@web/i18n/ringgit';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { AdminShell } from '../components/admin-shell';
import { EditButton, OnOffButton } from '../components/row-buttons';
import { useCreatePromoCode } from './api/create-promo-code';
import { usePromoCodes } from './api/get-promo-codes';
import { useUpdatePromoCode } from './api/update-promo-code';

/**
 * Create, edit, switch off; the discount in RM, an optional last day,
 * the number of uses and the uses so far (valid, claimed).
 */
export function AdminPromoPage() {
  const t = useT();
  const list = usePromoCodes();
  return (
    <AdminShell title={t('staffPromo.title')} intro={t('staffPromo.intro')}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <PromoForm />
        <section aria-label={t('staffPromo.list')}>
          <QueryState query={list}>
            {(data) =>
              data.promoCodes.length === 0 ? (
                <p className="text-muted">{t('staffPromo.none')}</p>
              ) : (
                <ul className="space-y-3">
                  {data.promoCodes.map((promo) => (
                    <li key={promo.code}>
                      <PromoEntry promo={promo} />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      </div>
    </AdminShell>
  );
}

const PANEL = 'rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';
const EMPTY = { code: '', discount: '', expirationDate: '', maxUses: '1' };

/** The new code's form, or an existing code's (its code fixed). */
function PromoForm({ promo, onDone }: { promo?: AdminPromoCode; onDone?: () => void }) {
  const t = useT();
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const saving = promo ? update : create;
  const prefix = promo ? `promo-${promo.code}` : 'promo-baru';
  const form = useZodForm(
    promoFormSchema,
    promo
      ? {
          code: promo.code,
          discount: (promo.discountSen / 100).toFixed(2),
          expirationDate: promo.expirationDate ?? '',
          maxUses: String(promo.maxUses),
        }
      : EMPTY,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { code, discount, expirationDate, maxUses } = form.values;
    if (promo) {
      update.mutate(
        { code: promo.code, body: { discount, expirationDate, maxUses } },
        { onError: form.showServerError, onSuccess: onDone },
      );
    } else {
      create.mutate(
        { code, discount, expirationDate, maxUses },
        { onError: form.showServerError, onSuccess: () => form.setValues(EMPTY) },
      );
    }
  };

  const fieldErrors = Object.values(form.errors).some(Boolean);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={promo ? t('staffPromo.editForm', { code: promo.code }) : t('staffPromo.new')}
      className={promo ? 'mt-4 border-t border-emerald-deep/10 pt-4' : PANEL}
    >
      {!promo && <h2 className="font-semibold text-ink">{t('staffPromo.new')}</h2>}
      <div className={`space-y-4 ${promo ? '' : 'mt-4'}`}>
        {!promo && (
          <FormField id={`${prefix}-code`} label={t('staffPromo.code')} error={form.errors.code}>
            <input
              {...fieldControl(`${prefix}-code`, form.errors.code)}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={form.values.code}
              onChange={(e) => form.set('code', e.target.value)}
              className={inputClass}
            />
          </FormField>
        )}
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
          <FormField
            id={`${prefix}-discount`}
            label={t('staffPromo.discount')}
            error={form.errors.discount}
          >
            <input
              {...fieldControl(`${prefix}-discount`, form.errors.discount)}
              inputMode="decimal"
              value={form.values.discount}
              onChange={(e) => form.set('discount', e.target.value)}
              className={inputClass}
            />
          </FormField>
          <FormField
            id={`${prefix}-uses`}
            label={t('staffPromo.maxUses')}
            error={form.errors.maxUses}
          >
            <input
              {...fieldControl(`${prefix}-uses`, form.errors.maxUses)}
              inputMode="numeric"
              value={form.values.maxUses}
              onChange={(e) => form.set('maxUses', e.target.value)}
              className={inputClass}
            />
          </FormField>
        </div>
        <FormField
          id={`${prefix}-expiry`}
          label={t('staffPromo.expiry')}
          hint={t('staffPromo.expiryHint')}
          error={form.errors.expirationDate}
        >
          <input
            {...fieldControl(`${prefix}-expiry`, form.errors.expirationDate)}
            type="date"
            value={form.values.expirationDate}
            onChange={(e) => form.set('expirationDate', e.target.value)}
            className={inputClass}
          />
        </FormField>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving.isPending} aria-busy={saving.isPending}>
          {!promo && <Plus className="h-4 w-4" aria-hidden="true" />}
          {saving.isPending ? t('staff.saving') : promo ? t('staff.save') : t('staffPromo.create')}
        </Button>
        {promo && onDone && (
          <Button tone="secondary" onClick={onDone} disabled={saving.isPending}>
            {t('staff.cancel')}
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-2 text-sm">
        {!promo && create.isSuccess && (
          <span className="text-emerald-deep">
            {t('staffPromo.created', { code: create.data.promoCode.code })}
          </span>
        )}
        {saving.isError && !fieldErrors && (
          <span className="text-red-700">{errorMessage(saving.error)}</span>
        )}
      </p>
    </form>
  );
}

function PromoEntry({ promo }: { promo: AdminPromoCode }) {
  const t = useT();
  const ringgit = useRinggit();
  const [editing, setEditing] = useState(false);
  const toggle = useUpdatePromoCode();
  const usedUp = promo.claimed >= promo.maxUses;
  return (
    <article
      aria-label={t('staffPromo.entry', { code: promo.code })}
      className={`rounded-2xl border p-4 shadow-sm ${promo.disabled ? 'border-neutral-300 bg-neutral-100' : 'border-emerald-deep/10 bg-paper'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-lg font-semibold break-all text-ink">{promo.code}</p>
          <p className="text-sm text-ink">
            {t('staffPromo.discountUsed', { discount: ringgit(promo.discountSen) })}{' '}
            <span className="font-semibold">
              {promo.claimed} / {promo.maxUses}
            </span>
          </p>
          <p className="text-xs text-muted">
            {promo.expirationDate
              ? t('staffPromo.expiresAfter', { date: promo.expirationDate })
              : t('staffPromo.noExpiry')}
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
            {promo.disabled && (
              <span className="rounded-full bg-neutral-700 px-2 py-0.5 text-white">
                {t('staffPromo.off')}
              </span>
            )}
            {!promo.disabled && usedUp && (
              <span className="rounded-full bg-blush px-2 py-0.5 text-ink">
                {t('staffPromo.usedUp')}
              </span>
            )}
          </div>
        </div>
        <div className="flex gap-2">
          <EditButton editing={editing} onClick={() => setEditing((on) => !on)} />
          <OnOffButton
            off={promo.disabled}
            busy={toggle.isPending}
            onClick={() => toggle.mutate({ code: promo.code, body: { disabled: !promo.disabled } })}
            turnOff={{ label: t('staffPromo.turnOff'), icon: Ban }}
            turnOn={{ label: t('staffPromo.turnOn'), icon: RotateCcw }}
          />
        </div>
      </div>
      {toggle.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(toggle.error)}
        </p>
      )}
      {editing && <PromoForm promo={promo} onDone={() => setEditing(false)} />}
    </article>
  );
}
