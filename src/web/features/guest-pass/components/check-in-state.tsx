import { CircleCheck } from 'lucide-react';
import type { Pass } from '@shared/schemas/check-in';
import { malaysiaDateTimeWords } from '@web/components/payments/payment-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

/** What a pass says of a check-in: when it was made (Malaysian time) if the time is known. */
export function CheckedInText({ checkedInAt }: { checkedInAt: string | null }) {
  const t = useT();
  const { locale } = useLocale();
  const at = checkedInAt ? malaysiaDateTimeWords(checkedInAt, locale) : '';
  return <span>{at ? t('guestPass.checkedInAt', { at }) : t('guestPass.checkedIn')}</span>;
}

/** Whether the party was checked in at the door, and when (in Malaysian time). */
export function CheckInState({ pass }: { pass: Pass }) {
  const t = useT();
  if (pass.checkedIn) {
    return (
      <p className="mt-4 flex items-start justify-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900">
        <CircleCheck className="mt-px h-5 w-5 shrink-0" aria-hidden="true" />
        <CheckedInText checkedInAt={pass.checkedInAt} />
      </p>
    );
  }
  return (
    <p className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
      {t('guestPass.notCheckedIn')}
    </p>
  );
}
