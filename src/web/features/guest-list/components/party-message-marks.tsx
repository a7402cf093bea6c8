import type { GuestParty } from '@shared/schemas/guest-list';
import { malaysiaDateTimeWords } from '@web/components/payments/payment-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import type { NamedMajlis } from '../utils/named-majlis';

/**
 * The messages after the invitation a party was sent: "Sudah diingatkan" for each majlis it was
 * reminded the day before (named on a card of several), "Sudah diucap terima kasih" once thanked.
 */
export function PartyMessageMarks({
  party,
  majlis,
}: {
  party: GuestParty;
  /** The card's majlis when it has several (the marks then name theirs), else null. */
  majlis: readonly NamedMajlis[] | null;
}) {
  const t = useT();
  const { locale } = useLocale();
  if (party.dayBefore.length === 0 && party.thankedAt === null) return null;
  const chip = 'rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-900';
  return (
    <ul
      className="mt-1 flex flex-wrap gap-1.5"
      aria-label={t('guestList.marks.label', { name: party.name })}
    >
      {party.dayBefore.map((sent) => {
        const name = majlis?.find((one) => one.id === sent.majlisId)?.name;
        return (
          <li
            key={sent.majlisId}
            data-testid="party-reminded"
            className={chip}
            title={malaysiaDateTimeWords(sent.sentAt, locale)}
          >
            {name
              ? t('guestList.marks.remindedAt', { majlis: name })
              : t('guestList.marks.reminded')}
          </li>
        );
      })}
      {party.thankedAt !== null && (
        <li
          data-testid="party-thanked"
          className={chip}
          title={malaysiaDateTimeWords(party.thankedAt, locale)}
        >
          {t('guestList.marks.thanked')}
        </li>
      )}
    </ul>
  );
}
