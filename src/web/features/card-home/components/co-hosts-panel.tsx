import { useState } from 'react';
import type { FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { HOST_ROLES } from '@shared/card/card-roles';
import type { HostRole } from '@shared/card/card-roles';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { CardHost } from '@shared/schemas/card-hosts';
import { inviteHostBodySchema } from '@shared/schemas/card-hosts';
import { ActionNotice } from '@web/components/ui/action-notice';
import type { Notice } from '@web/components/ui/action-notice';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button, buttonClass } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useT } from '@web/i18n/use-t';
import { useCardHosts, useInviteHost, useRemoveHost, useUpdateHost } from '../api/card-hosts';

const PANEL = 'rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';

/** Each role's name, and what it may do, in the visitor's language. */
const HOST_ROLE_KEYS = {
  pengurus: { label: 'cardHome.role.pengurus', hint: 'cardHome.role.pengurusHint' },
  penyambut: { label: 'cardHome.role.penyambut', hint: 'cardHome.role.penyambutHint' },
} as const satisfies Record<HostRole, { label: SiteMessageId; hint: SiteMessageId }>;

/** The role picker: each role with what it may do. */
function RoleChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (role: HostRole) => void;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-neutral-800">
        {t('cardHome.coHosts.role')}
      </legend>
      <div className="mt-1 space-y-2">
        {HOST_ROLES.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-200 px-3 py-2.5 has-checked:border-emerald-deep has-checked:bg-emerald-50"
          >
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="mt-1 accent-emerald-deep"
            />
            <span>
              <span className="block font-semibold text-neutral-900">
                {t(HOST_ROLE_KEYS[role].label)}
              </span>
              <span className="text-sm text-neutral-600">{t(HOST_ROLE_KEYS[role].hint)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Tambah pengurus": e-mail, the name the family knows them by, and the role. */
function AddHostDialog({
  cardId,
  onClose,
  onDone,
}: {
  cardId: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const invite = useInviteHost(cardId);
  const t = useT();
  const form = useZodForm(inviteHostBodySchema, { email: '', name: '', role: 'pengurus' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = form.check();
    if (!body) return;
    invite.mutate(body, {
      onSuccess: (reply) => onDone(reply.message),
      onError: (error) => {
        if (!form.showServerError(error)) setFailure(errorMessage(error));
      },
    });
  };

  return (
    <SheetDialog title={t('cardHome.coHosts.add')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-neutral-600">{t('cardHome.coHosts.addIntro')}</p>
        <FormField id="host-email" label={t('cardHome.coHosts.email')} error={form.errors.email}>
          <input
            {...fieldControl('host-email', form.errors.email)}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={form.values.email}
            onChange={(event) => form.set('email', event.target.value)}
            className={inputClass}
          />
        </FormField>
        <FormField id="host-name" label={t('cardHome.coHosts.name')} error={form.errors.name}>
          <input
            {...fieldControl('host-name', form.errors.name)}
            placeholder={t('cardHome.coHosts.namePlaceholder')}
            maxLength={40}
            value={form.values.name}
            onChange={(event) => form.set('name', event.target.value)}
            className={inputClass}
          />
        </FormField>
        <RoleChoice
          name="host-role"
          value={form.values.role}
          onChange={(role) => form.set('role', role)}
        />
        {form.errors.role && <p className="text-sm text-red-700">{form.errors.role}</p>}
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <button
            type="submit"
            disabled={invite.isPending}
            className={buttonClass('primary', 'sm:flex-1 disabled:opacity-60')}
          >
            {invite.isPending ? t('cardHome.coHosts.sending') : t('cardHome.coHosts.send')}
          </button>
          <Button tone="secondary" className="sm:flex-1" onClick={onClose}>
            {t('cardHome.cancel')}
          </Button>
        </div>
      </form>
    </SheetDialog>
  );
}

/** One co-host: their name, e-mail, whether they have logged in, the role, and removal. */
function HostRow({
  cardId,
  host,
  onNotice,
  onRemove,
}: {
  cardId: string;
  host: CardHost;
  onNotice: (notice: Notice) => void;
  onRemove: (host: CardHost) => void;
}) {
  const update = useUpdateHost(cardId);
  const t = useT();
  const roleId = `host-role-${host.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{host.name}</p>
        <p className="text-sm break-all text-muted">{host.email}</p>
        <p className="text-xs text-muted">
          {host.joined ? t('cardHome.coHosts.joined') : t('cardHome.coHosts.notJoined')}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={roleId} className="sr-only">
          {t('cardHome.coHosts.roleOf', { name: host.name })}
        </label>
        <select
          id={roleId}
          value={host.role}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { id: host.id, role: event.target.value as HostRole },
              {
                onSuccess: (reply) => onNotice({ tone: 'done', text: reply.message }),
                onError: (error) => onNotice({ tone: 'error', text: errorMessage(error) }),
              },
            )
          }
          className="rounded-xl border border-neutral-300 bg-white px-2 py-2 text-sm"
        >
          {HOST_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(HOST_ROLE_KEYS[role].label)}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => onRemove(host)}
          className={buttonClass('quiet', '', 'sm')}
          aria-label={t('cardHome.coHosts.removeName', { name: host.name })}
        >
          <span className="px-1">{t('cardHome.coHosts.remove')}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * "Pengurus & Penyambut" on the card home (the owner's only): the family members helping with
 * the card, each with their role, added by e-mail ("Tambah pengurus"), given another role, or
 * removed (asked once more; their access ends at once).
 */
export function CoHostsPanel({ cardId }: { cardId: string }) {
  const hosts = useCardHosts(cardId, true);
  const t = useT();
  const remove = useRemoveHost(cardId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CardHost | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = hosts.data?.hosts ?? [];
  const full = hosts.data !== undefined && list.length >= hosts.data.max;

  return (
    <section aria-labelledby="co-hosts-title" className={PANEL}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="co-hosts-title" className="font-display text-xl text-emerald-deep">
          {t('cardHome.coHosts.title')}
        </h2>
        <button
          type="button"
          disabled={full}
          onClick={() => setAdding(true)}
          className={buttonClass('secondary', 'disabled:opacity-60', 'sm')}
        >
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          <span className="pr-2">{t('cardHome.coHosts.add')}</span>
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">{t('cardHome.coHosts.intro')}</p>
      {hosts.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(hosts.error)}
        </p>
      )}
      {hosts.data && list.length === 0 && (
        <p className="mt-3 text-sm text-muted">{t('cardHome.coHosts.none')}</p>
      )}
      {list.length > 0 && (
        <ul
          aria-label={t('cardHome.coHosts.list')}
          className="mt-2 divide-y divide-emerald-deep/10"
        >
          {list.map((host) => (
            <HostRow
              key={host.id}
              cardId={cardId}
              host={host}
              onNotice={setNotice}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      )}
      <div className="mt-2">
        <ActionNotice notice={notice} />
      </div>
      {adding && (
        <AddHostDialog
          cardId={cardId}
          onClose={() => setAdding(false)}
          onDone={(message) => {
            setAdding(false);
            setNotice({ tone: 'done', text: message });
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('cardHome.coHosts.removeTitle', { name: removing.name })}
          message={
            <p>
              {t('cardHome.coHosts.removeText', { name: removing.name, email: removing.email })}
            </p>
          }
          confirmLabel={t('cardHome.coHosts.remove')}
          busyLabel={t('cardHome.coHosts.removing')}
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onCancel={() => {
            remove.reset();
            setRemoving(null);
          }}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: (reply) => {
                setRemoving(null);
                setNotice({ tone: 'done', text: reply.message });
              },
            })
          }
        />
      )}
    </section>
  );
}
