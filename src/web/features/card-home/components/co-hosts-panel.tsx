import { useState } from 'react';
import type { FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { HOST_ROLES, HOST_ROLE_HINTS, HOST_ROLE_LABELS } from '@shared/card/card-roles';
import type { HostRole } from '@shared/card/card-roles';
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
import { useCardHosts, useInviteHost, useRemoveHost, useUpdateHost } from '../api/card-hosts';

const PANEL = 'rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';

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
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-neutral-800">Peranan</legend>
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
              <span className="block font-semibold text-neutral-900">{HOST_ROLE_LABELS[role]}</span>
              <span className="text-sm text-neutral-600">{HOST_ROLE_HINTS[role]}</span>
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
    <SheetDialog title="Tambah pengurus" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-neutral-600">
          Kami akan menghantar email kepada mereka. Mereka log masuk dengan email itu untuk membantu
          kad ini.
        </p>
        <FormField id="host-email" label="Email" error={form.errors.email}>
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
        <FormField id="host-name" label="Nama panggilan" error={form.errors.name}>
          <input
            {...fieldControl('host-name', form.errors.name)}
            placeholder="Contoh: Mak, Abang Long"
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
            {invite.isPending ? 'Menghantar…' : 'Hantar jemputan'}
          </button>
          <Button tone="secondary" className="sm:flex-1" onClick={onClose}>
            Batal
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
  const roleId = `host-role-${host.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{host.name}</p>
        <p className="text-sm break-all text-muted">{host.email}</p>
        <p className="text-xs text-muted">{host.joined ? 'Sudah log masuk' : 'Belum log masuk'}</p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={roleId} className="sr-only">
          Peranan {host.name}
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
              {HOST_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => onRemove(host)}
          className={buttonClass('quiet', '', 'sm')}
          aria-label={`Keluarkan ${host.name}`}
        >
          <span className="px-1">Keluarkan</span>
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
          Pengurus &amp; Penyambut
        </h2>
        <button
          type="button"
          disabled={full}
          onClick={() => setAdding(true)}
          className={buttonClass('secondary', 'disabled:opacity-60', 'sm')}
        >
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          <span className="pr-2">Tambah pengurus</span>
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">
        Minta keluarga membantu: Pengurus menguruskan senarai tetamu, RSVP dan jemputan; Penyambut
        mendaftar masuk tetamu di pintu.
      </p>
      {hosts.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(hosts.error)}
        </p>
      )}
      {hosts.data && list.length === 0 && (
        <p className="mt-3 text-sm text-muted">Belum ada sesiapa lagi.</p>
      )}
      {list.length > 0 && (
        <ul aria-label="Pengurus dan penyambut" className="mt-2 divide-y divide-emerald-deep/10">
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
          title={`Keluarkan ${removing.name}?`}
          message={
            <p>
              {removing.name} ({removing.email}) tidak lagi dapat membuka kad ini. Apa yang telah
              mereka lakukan kekal.
            </p>
          }
          confirmLabel="Keluarkan"
          busyLabel="Mengeluarkan…"
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
