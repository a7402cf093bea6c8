import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { openMajlisIds } from '@shared/card/majlis';
import {
  DEFAULT_ALLOWANCE,
  MAX_ALLOWANCE,
  MAX_GROUP_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PARTY_NAME_LENGTH,
  partyInputSchema,
} from '@shared/guests/guest-party';
import { localNumber } from '@shared/contact/phone';
import { longDateWords } from '@shared/dates/date-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useRuleText, useT } from '@web/i18n/use-t';
import { PARTY_MAJLIS_MESSAGES, partyMajlisChoice } from '@shared/guests/party-majlis';
import type { GuestParty, PartyBody } from '@shared/schemas/guest-list';
import { FormField, PhoneInput, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import type { NamedMajlis } from '../utils/named-majlis';

type Field = 'name' | 'phone' | 'allowance' | 'group' | 'note' | 'majlis';
type Errors = Partial<Record<Field | 'form', string>>;
const FIELDS: readonly string[] = ['name', 'phone', 'allowance', 'group', 'note', 'majlis'];

/** A refusal of the server, beside the field it names (or over the form when it names none). */
export function serverErrors(error: unknown): Errors {
  // `majlis.1` is a box of the majlis list: its error shows under the list.
  const field = (error instanceof ApiRequestError ? error.field : undefined)?.split('.')[0];
  const message = errorMessage(error);
  return field && FIELDS.includes(field) ? { [field]: message } : { form: message };
}

/**
 * The majlis the party is invited to, a box each (on a card of several): the card's open
 * majlis ticked for a new party, those it is invited to for an edit.
 */
export function MajlisChoice({
  id,
  majlis,
  ticked,
  error,
  onChange,
}: {
  id: string;
  majlis: readonly NamedMajlis[];
  ticked: readonly string[];
  error: string | undefined;
  onChange: (ticked: string[]) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-neutral-800">
        {t('guestList.form.invitedTo')}
      </legend>
      <div className="mt-1 space-y-1.5">
        {majlis.map((one) => (
          <label
            key={one.id}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-neutral-200 bg-white px-3 py-2"
          >
            <input
              type="checkbox"
              checked={ticked.includes(one.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...ticked, one.id]
                    : ticked.filter((known) => known !== one.id),
                )
              }
              className="h-5 w-5 shrink-0 accent-emerald-deep"
            />
            <span className="min-w-0">
              <span className="block font-medium text-ink">{one.name}</span>
              <span className="block text-xs text-muted">
                {longDateWords(one.date, locale)}
                {one.invite_only && ` · ${t('guestList.form.inviteOnly')}`}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Tambah tetamu, or an edit of one: name, phone, how many it may bring, its group (the owner's
 * groups and the usual ones offered), a note, and on a card of several majlis the majlis it is
 * invited to. Checked here by the shared rule, then by the server, whose refusal (a phone
 * already listed, a full list) shows at its field.
 */
export function PartyFormDialog({
  party,
  majlis,
  groups,
  saving,
  error,
  onSubmit,
  onClose,
}: {
  /** The party edited, or null for a new one. */
  party: GuestParty | null;
  /** The card's majlis, in date order. */
  majlis: readonly NamedMajlis[];
  groups: string[];
  saving: boolean;
  /** The server's refusal of the last try. */
  error: unknown;
  onSubmit: (input: PartyBody) => void;
  onClose: () => void;
}) {
  const t = useT();
  const sayRule = useRuleText();
  const id = useId();
  const [name, setName] = useState(party?.name ?? '');
  const [phone, setPhone] = useState(party ? localNumber(party.phone) : '');
  const [allowance, setAllowance] = useState(String(party?.allowance ?? DEFAULT_ALLOWANCE));
  const [group, setGroup] = useState(party?.group ?? '');
  const [note, setNote] = useState(party?.note ?? '');
  const [ticked, setTicked] = useState<string[]>(() =>
    party ? party.invitedMajlis : openMajlisIds(majlis),
  );
  const chooses = majlis.length > 1;
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
          found[field as Field] ??= sayRule(issue.message);
      }
      setErrors(found);
      return;
    }
    if (!chooses) return onSubmit(input);
    if (ticked.length === 0) return setErrors({ majlis: sayRule(PARTY_MAJLIS_MESSAGES.none) });
    onSubmit({ ...input, majlis: partyMajlisChoice(ticked, majlis) });
  };

  const fieldId = (field: Field) => `${id}-${field}`;
  const control = (field: Field) => fieldControl(fieldId(field), errors[field]);

  return (
    <SheetDialog
      title={party ? t('guestList.form.editTitle') : t('guestList.add')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField id={fieldId('name')} label={t('guestList.form.name')} error={errors.name}>
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
            placeholder={t('guestList.form.namePlaceholder')}
            className={inputClass}
          />
        </FormField>
        <FormField id={fieldId('phone')} label={t('guestList.form.phone')} error={errors.phone}>
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
          <FormField
            id={fieldId('allowance')}
            label={t('guestList.form.allowance')}
            error={errors.allowance}
          >
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
          <FormField
            id={fieldId('group')}
            label={t('guestList.filter.group')}
            hint={t('guestList.form.optional')}
            error={errors.group}
          >
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
          label={t('guestList.form.note')}
          hint={t('guestList.form.noteHint')}
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
        {chooses && (
          <MajlisChoice
            id={fieldId('majlis')}
            majlis={majlis}
            ticked={ticked}
            error={errors.majlis}
            onChange={(next) => {
              setTicked(next);
              edited('majlis');
            }}
          />
        )}
        {errors.form && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={saving}>
          {saving
            ? t('guestList.saving')
            : party
              ? t('guestList.form.save')
              : t('guestList.form.add')}
        </Button>
      </form>
    </SheetDialog>
  );
}
