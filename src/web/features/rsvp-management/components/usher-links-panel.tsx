import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { ChevronDown, DoorOpen, Link2 } from 'lucide-react';
import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import { majlisTitleIn } from '@shared/card/majlis-title';
import { longDateWords } from '@shared/dates/date-words';
import type { Locale } from '@shared/i18n/locales';
import type { UsherLink } from '@shared/schemas/check-in';
import { USHER_PATH, usherLinkBodySchema } from '@shared/schemas/check-in';
import { useOwnerCard } from '@web/api/owner-card';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateUsherLink } from '../api/create-usher-link';
import { useUsherLinks } from '../api/get-usher-links';
import { useRevokeUsherLink } from '../api/revoke-usher-link';
import { ConfirmRevokeDialog } from './confirm-revoke-dialog';
import { UsherLinkRow } from './usher-link-row';

/** What an usher link's majlis reads as: its title, or every majlis (null). */
type MajlisNameOf = (majlisId: string | null) => string;

const labelOnlySchema = usherLinkBodySchema.pick({ label: true });

/** One option of the majlis picker: its title and date. */
const majlisOption = (majlis: Majlis, locale: Locale) =>
  `${majlisTitleIn(majlis, locale)} · ${longDateWords(majlis.date, locale)}`;

/**
 * The majlis an usher link is for: every one, or one of the card's (asked only when the card has
 * more than one, in the order guests read them).
 */
function MajlisPicker({
  majlis,
  value,
  error,
  onChange,
}: {
  majlis: readonly Majlis[];
  value: string;
  error: string | undefined;
  onChange: (majlisId: string) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <FormField id="usher-majlis" label={t('rsvps.usher.forMajlis')} error={error}>
      <select
        {...fieldControl('usher-majlis', error)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{t('rsvps.filter.allMajlis')}</option>
        {majlisInDateOrder(majlis).map((each) => (
          <option key={each.id} value={each.id}>
            {majlisOption(each, locale)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * Pautan Penyambut: links for relatives at the door,
 * made with a label and, on a card of several majlis, the majlis they serve (all by default),
 * copied or sent by WhatsApp, revoked after a confirmation (revoked ones stay listed, greyed);
 * and the owner's own door screen.
 */
export function UsherLinksPanel({
  cardId,
  couple,
  onDialogChange,
}: {
  cardId: string;
  couple: string;
  /** A confirmation is open over the page (the page makes itself inert). */
  onDialogChange: (open: boolean) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const links = useUsherLinks(cardId);
  const create = useCreateUsherLink(cardId);
  const revoke = useRevokeUsherLink(cardId);
  // The page has read the card already: this is its cached answer.
  const majlis = useOwnerCard(cardId).data?.content.majlis ?? [];
  const form = useZodForm(labelOnlySchema, { label: '' });
  // '' is every majlis.
  const [majlisId, setMajlisId] = useState('');
  const [majlisError, setMajlisError] = useState<string | undefined>(undefined);
  const majlisName: MajlisNameOf = (id) => {
    if (id === null) return t('rsvps.filter.allMajlis');
    const found = majlis.find((each) => each.id === id);
    // A link whose majlis the owner has since removed from the card opens no door.
    return found ? majlisTitleIn(found, locale) : t('rsvps.usher.majlisRemoved');
  };
  const [toRevoke, setToRevoke] = useState<UsherLink | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Open beside the list on a wide screen; folded on a phone, where the list comes first.
  const [open, setOpen] = useState(() => window.matchMedia('(min-width: 1024px)').matches);
  const bodyId = useId();
  const live = links.data?.filter((link) => link.revokedAt === null).length ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (!body) return;
    setMajlisError(undefined);
    create.mutate(
      { ...body, majlisId: majlisId || null },
      {
        onSuccess: (link) => {
          form.set('label', '');
          setNotice(t('rsvps.usher.created', { label: link.label }));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.field === 'majlisId') {
            setMajlisError(error.message);
          } else if (!form.showServerError(error)) {
            setNotice(errorMessage(error));
          }
        },
      },
    );
  };
  const askRevoke = (link: UsherLink | null) => {
    revoke.reset();
    setToRevoke(link);
    onDialogChange(link !== null);
  };

  return (
    <section
      aria-labelledby="pautan-penyambut"
      className="rounded-3xl border border-emerald-deep/10 bg-paper px-5 py-3 shadow-sm"
    >
      <h2 id="pautan-penyambut">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-10 w-full items-center gap-2 rounded-xl text-left font-display text-xl text-emerald-deep focus-visible:ring-2 focus-visible:ring-emerald-deep focus-visible:outline-none"
        >
          <Link2 className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className="flex-1">{t('rsvps.usher.heading')}</span>
          {live > 0 && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-sans text-xs font-semibold text-emerald-900">
              {t('rsvps.usher.live', { count: live })}
            </span>
          )}
          <ChevronDown
            className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        <p className="mt-1 text-sm text-muted">{t('rsvps.usher.intro')}</p>
        <form onSubmit={submit} noValidate className="mt-3 space-y-2">
          <FormField id="usher-label" label={t('rsvps.usher.label')} error={form.errors.label}>
            <input
              {...fieldControl('usher-label', form.errors.label)}
              value={form.values.label}
              onChange={(event) => form.set('label', event.target.value)}
              maxLength={40}
              placeholder={t('rsvps.usher.labelPlaceholder')}
              autoComplete="off"
              className={inputClass}
            />
          </FormField>
          {majlis.length > 1 && (
            <MajlisPicker
              majlis={majlis}
              value={majlisId}
              error={majlisError}
              onChange={(id) => {
                setMajlisId(id);
                setMajlisError(undefined);
              }}
            />
          )}
          <Button type="submit" className="w-full" disabled={create.isPending}>
            {create.isPending ? t('rsvps.usher.creating') : t('rsvps.usher.create')}
          </Button>
        </form>
        <div role="status" aria-live="polite">
          {notice && (
            <p className="mt-3 rounded-2xl bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
              {notice}
            </p>
          )}
        </div>
        {links.isError && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {errorMessage(links.error)}
          </p>
        )}
        {links.data && links.data.length > 0 && (
          <ul aria-label={t('rsvps.usher.list')} className="mt-4 space-y-3">
            {links.data.map((link) => (
              <UsherLinkRow
                key={link.id}
                link={link}
                couple={couple}
                majlisName={majlis.length > 1 ? majlisName(link.majlisId) : null}
                onCopied={(text) => setNotice(text)}
                onRevoke={() => askRevoke(link)}
              />
            ))}
          </ul>
        )}
        <Link
          to={`${USHER_PATH}/${encodeURIComponent(cardId)}`}
          className="mt-4 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-emerald-deep underline-offset-4 hover:underline"
        >
          <DoorOpen className="h-4 w-4" aria-hidden="true" />
          {t('rsvps.usher.openDoor')}
        </Link>
      </div>
      {/* Outside the page, which turns inert while the confirmation is open. */}
      {toRevoke &&
        createPortal(
          <ConfirmRevokeDialog
            link={toRevoke}
            revoking={revoke.isPending}
            error={revoke.isError ? errorMessage(revoke.error) : null}
            onConfirm={() =>
              revoke.mutate(toRevoke, {
                onSuccess: (link) => {
                  askRevoke(null);
                  setNotice(t('rsvps.usher.revoked', { label: link.label }));
                },
              })
            }
            onCancel={() => askRevoke(null)}
          />,
          document.body,
        )}
    </section>
  );
}
