import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { PartyInput } from '@shared/guests/guest-party';
import {
  DEFAULT_ALLOWANCE,
  MAX_ALLOWANCE,
  MAX_GROUP_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PARTY_NAME_LENGTH,
  partyInputSchema,
} from '@shared/guests/guest-party';
import { localNumber } from '@shared/contact/phone';
import type { GuestParty } from '@shared/schemas/guest-list';
import { FormField, PhoneInput, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';

type Field = 'name' | 'phone' | 'allowance' | 'group' | 'note';
type Errors = Partial<Record<Field | 'form', string>>;
const FIELDS: readonly string[] = ['name', 'phone', 'allowance', 'group', 'note'];

/** A refusal of the server, beside the field it names (or over the form when it names none). */
export function serverErrors(error: unknown): Errors {
  const field = error instanceof ApiRequestError ? error.field : undefined;
  const message = errorMessage(error);
  return field && FIELDS.includes(field) ? { [field]: message } : { form: message };
}

/**
 * Tambah tetamu, or an edit of one: name, phone, how many it may bring, its group (the owner's
 * groups and the usual ones offered) and a note. Checked here by the shared rule, then by the
 * server, whose refusal (a phone already listed, a full list) shows at its field.
 */
export function PartyFormDialog({
  party,
  groups,
  saving,
  error,
  onSubmit,
  onClose,
}: {
  /** The party edited, or null for a new one. */
  party: GuestParty | null;
  groups: string[];
  saving: boolean;
  /** The server's refusal of the last try. */
  error: unknown;
  onSubmit: (input: PartyInput) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(party?.name ?? '');
  const [phone, setPhone] = useState(party ? localNumber(party.phone) : '');
  const [allowance, setAllowance] = useState(String(party?.allowance ?? DEFAULT_ALLOWANCE));
  const [group, setGroup] = useState(party?.group ?? '');
  const [note, setNote] = useState(party?.note ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [shownError, setShownError] = useState<unknown>(null);
  // The server's refusal shows until the owner changes something.
  if (error !== shownError) {
    setShownError(error);
    if (error) setErrors(serverErrors(error));
  }
  const edited = (field: Field) =>
    setErrors((was) => ({ ...was, [field]: undefined, form: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      phone,
      allowance: /^\d+$/.test(allowance.trim()) ? Number(allowance) : NaN,
      group,
      note,
    };
    const parsed = partyInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && FIELDS.includes(field))
          found[field as Field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    onSubmit(input);
  };

  const fieldId = (field: Field) => `${id}-${field}`;
  const control = (field: Field) => fieldControl(fieldId(field), errors[field]);

  return (
    <SheetDialog title={party ? 'Ubah tetamu' : 'Tambah tetamu'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField id={fieldId('name')} label="Nama" error={errors.name}>
          <input
            {...control('name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              edited('name');
            }}
            maxLength={MAX_PARTY_NAME_LENGTH}
            autoComplete="off"
            enterKeyHint="next"
            placeholder="Cth: Pak Long Hamid sekeluarga"
            className={inputClass}
          />
        </FormField>
        <FormField id={fieldId('phone')} label="Nombor telefon" error={errors.phone}>
          <PhoneInput
            {...control('phone')}
            value={phone}
            autoComplete="off"
            onChange={(event) => {
              setPhone(event.target.value);
              edited('phone');
            }}
          />
        </FormField>
        <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3">
          <FormField id={fieldId('allowance')} label="Bilangan tetamu" error={errors.allowance}>
            <input
              {...control('allowance')}
              value={allowance}
              onChange={(event) => {
                setAllowance(event.target.value);
                edited('allowance');
              }}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ALLOWANCE}
              className={inputClass}
            />
          </FormField>
          <FormField id={fieldId('group')} label="Kumpulan" hint="pilihan" error={errors.group}>
            <input
              {...control('group')}
              value={group}
              onChange={(event) => {
                setGroup(event.target.value);
                edited('group');
              }}
              list={`${id}-groups`}
              maxLength={MAX_GROUP_LENGTH}
              autoComplete="off"
              className={inputClass}
            />
            <datalist id={`${id}-groups`}>
              {groups.map((known) => (
                <option key={known} value={known} />
              ))}
            </datalist>
          </FormField>
        </div>
        <FormField
          id={fieldId('note')}
          label="Catatan"
          hint="hanya anda yang nampak"
          error={errors.note}
        >
          <textarea
            {...control('note')}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              edited('note');
            }}
            maxLength={MAX_NOTE_LENGTH}
            rows={2}
            className={inputClass}
          />
        </FormField>
        {errors.form && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={saving}>
          {saving ? 'Menyimpan…' : party ? 'Simpan' : 'Tambah'}
        </Button>
      </form>
    </SheetDialog>
  );
}
