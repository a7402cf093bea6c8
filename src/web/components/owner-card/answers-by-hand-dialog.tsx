import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { Majlis } from '@shared/card/card-content';
import { rsvpClosed } from '@shared/card/majlis';
import { longDateWords } from '@shared/dates/date-words';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useCorrectRsvpAnswers } from '@web/api/correct-rsvp-answers';
import { useRecordPartyAnswer } from '@web/api/record-party-answer';
import { useRsvpTotals } from '@web/api/rsvp-totals';
import type { MajlisFormAnswer } from '@web/components/card-panels/rsvp-majlis';
import { asksEachMajlis } from '@web/components/card-panels/rsvp-majlis';
import type { MajlisErrors } from '@web/components/card-panels/rsvp-majlis-fields';
import { MajlisFields } from '@web/components/card-panels/rsvp-majlis-fields';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { SiteCardWords } from '@web/i18n/site-card-words';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import type { AnsweredBy } from './answers-by-hand';
import {
  bodyByHand,
  freeByHand,
  guestByHand,
  majlisByHand,
  problemsByHand,
  refusalByHand,
  startingByHand,
} from './answers-by-hand';

/** The button that opens the dialog: Rekod jawapan, or Ubah jawapan once the guest answered. */
export function answersByHandKey(answered: boolean): SiteMessageId {
  return answered ? 'cardHome.answersByHand.change' : 'cardHome.answersByHand.record';
}

/**
 * The same words in Malay, for a page that does not read the catalogue yet (the guest list's and
 * the RSVP page's buttons); a test keeps them equal to the Malay catalogue's.
 */
export function answersByHandLabel(answered: boolean): string {
  return answered ? 'Ubah jawapan' : 'Rekod jawapan';
}

/**
 * The owner answers for a guest by hand (the guest list's Rekod jawapan for a party, the RSVP
 * page's Ubah jawapan for an RSVP): for each majlis the guest may see, in date order, Hadir or
 * Tidak Hadir, how many, and the session (full ones "Penuh", from the owner's totals), started
 * from the guest's answer. Also after the RSVP's last day, which closes the form to guests only.
 * The server's refusal shows beside the majlis and field it names. A card of one majlis without
 * sessions asks just Hadir or not and how many.
 */
export function AnswersByHandDialog({
  cardId,
  majlis,
  closesOn,
  who,
  onSaved,
  onClose,
}: {
  cardId: string;
  /** The card's majlis. */
  majlis: readonly Majlis[];
  /** The card's "Tarikh akhir RSVP". */
  closesOn: string | null;
  who: AnsweredBy;
  /** The answer was kept: the server's message. */
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const guest = useMemo(() => guestByHand(who), [who]);
  const asked = useMemo(() => majlisByHand(majlis, guest), [majlis, guest]);
  const [answers, setAnswers] = useState(() => startingByHand(asked, guest));
  const [errors, setErrors] = useState<Record<string, MajlisErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const totals = useRsvpTotals(
    cardId,
    asked.some((one) => one.sessions.length > 0),
  );
  const free = useMemo(() => freeByHand(totals.data, guest), [totals.data, guest]);
  const record = useRecordPartyAnswer(cardId);
  const correct = useCorrectRsvpAnswers(cardId);
  const saving = record.isPending || correct.isPending;
  const titled = asksEachMajlis(asked);
  // The form is closed to guests after the last day; the owner still answers here.
  const closed = rsvpClosed(closesOn, new Date());

  // A majlis the form did not start with (the card changed meanwhile) starts as a new answer.
  const answerOf = (majlisId: string, from = answers): MajlisFormAnswer =>
    from[majlisId] ?? { attending: 'yes', guests: '1', session: '' };
  const change = (majlisId: string, patch: Partial<MajlisFormAnswer>) => {
    setAnswers((was) => ({ ...was, [majlisId]: { ...answerOf(majlisId, was), ...patch } }));
    setErrors((was) => ({ ...was, [majlisId]: {} }));
    setFormError(null);
  };

  const refused = (error: unknown) => {
    const field = error instanceof ApiRequestError ? error.field : undefined;
    const refusal = refusalByHand(asked, field, errorMessage(error));
    setErrors(refusal.majlis);
    setFormError(refusal.form);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = Object.fromEntries(asked.map((one) => [one.id, answerOf(one.id)]));
    const found = problemsByHand(asked, current, free);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    const body = bodyByHand(asked, current);
    const done = {
      onSuccess: ({ message }: { message: string }) => onSaved(message),
      onError: refused,
    };
    if ('party' in who) record.mutate({ partyId: who.party.id, body }, done);
    else correct.mutate({ rsvpId: who.rsvp.id, body }, done);
  };

  return (
    <SheetDialog title={t(answersByHandKey(guest.answered))} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-neutral-700">
          <span className="font-semibold text-neutral-900">{guest.name}</span>
          {guest.allowance !== null && (
            <span className="text-sm">
              {' · '}
              {t('cardHome.answersByHand.allowance', { count: guest.allowance })}
            </span>
          )}
        </p>
        {closed && closesOn && (
          <p className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {t('cardHome.answersByHand.closed', { date: longDateWords(closesOn, locale) })}
          </p>
        )}
        {asked.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('cardHome.answersByHand.noMajlis')}</p>
        ) : (
          // The RSVP form's own fields, in the owner's language.
          <SiteCardWords>
            {asked.map((one) => (
              <MajlisFields
                key={one.id}
                majlis={one}
                answer={answerOf(one.id)}
                onChange={(patch) => change(one.id, patch)}
                errors={errors[one.id] ?? {}}
                free={free}
                titleShown={titled}
                seatsLeftShown
              />
            ))}
          </SiteCardWords>
        )}
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={saving || asked.length === 0}>
          {saving ? t('cardHome.saving') : t('cardHome.answersByHand.save')}
        </Button>
      </form>
    </SheetDialog>
  );
}
