import type { GroupTotals, ListTotals as Totals } from '@shared/guests/party-status';
import { INTL_LOCALES } from '@shared/i18n/locales';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

/** Counts as the page's language writes them (`1,312`). */
function useNumber() {
  const { locale } = useLocale();
  return (n: number) => n.toLocaleString(INTL_LOCALES[locale]);
}

/**
 * The card's five numbers, from invited to the guests expected: the whole list's, or one
 * majlis's (`label` names it).
 */
export function ListTotals({ totals, label }: { totals: Totals; label?: string }) {
  const t = useT();
  const number = useNumber();
  // Each figure's test id keeps its Malay name, whatever the page's language.
  const figures = [
    { id: 'Dijemput', label: t('guestList.totals.invited'), value: totals.invited },
    { id: 'Dihantar', label: t('guestList.totals.sent'), value: totals.sent },
    { id: 'Dibuka', label: t('guestList.totals.opened'), value: totals.opened },
    { id: 'Dibalas', label: t('guestList.totals.replied'), value: totals.replied },
  ];
  return (
    <dl
      aria-label={label ?? t('guestList.totals.card')}
      className="grid grid-cols-5 gap-1.5 rounded-3xl border border-emerald-deep/10 bg-paper p-2 shadow-sm sm:gap-2 sm:p-3"
    >
      {figures.map(({ id, label, value }) => (
        <div
          key={id}
          data-testid={`total-${id}`}
          className="flex flex-col-reverse items-center justify-end rounded-2xl py-2 text-center"
        >
          <dt className="text-[0.7rem] leading-tight text-muted sm:text-xs">{label}</dt>
          <dd className="text-xl font-semibold text-ink tabular-nums sm:text-2xl">
            {number(value)}
          </dd>
        </div>
      ))}
      <div
        data-testid="total-Hadir"
        className="flex flex-col-reverse items-center justify-end rounded-2xl bg-emerald-deep/5 py-2 text-center"
      >
        <dt className="text-[0.7rem] leading-tight text-muted sm:text-xs">
          {t('guestList.totals.coming')}{' '}
          <span className="block">{t('guestList.totals.comingDetail')}</span>
        </dt>
        <dd className="text-xl font-semibold text-emerald-deep tabular-nums sm:text-2xl">
          {number(totals.expectedGuests)}
        </dd>
      </div>
    </dl>
  );
}

/** Each group's numbers: a compact table that scrolls sideways on a narrow phone. */
export function GroupTotalsTable({ groups }: { groups: GroupTotals[] }) {
  const t = useT();
  return (
    <TotalsTable
      caption={t('guestList.totals.byGroup')}
      heading={t('guestList.filter.group')}
      rows={groups.map(({ group, totals }) => ({
        key: group,
        label: group || t('guestList.noGroup'),
        totals,
      }))}
    />
  );
}

/**
 * Each majlis's numbers: the parties invited to it, and their answers there (an invitation is
 * sent once for all its majlis, so no column of sends).
 */
export function MajlisTotalsTable({
  rows,
}: {
  rows: { majlisId: string; name: string; totals: Totals }[];
}) {
  const t = useT();
  return (
    <TotalsTable
      caption={t('guestList.totals.byMajlis')}
      heading={t('guestList.filter.majlis')}
      testId="majlis-totals"
      withSent={false}
      rows={rows.map(({ majlisId, name, totals }) => ({ key: majlisId, label: name, totals }))}
    />
  );
}

function TotalsTable({
  caption,
  heading,
  rows,
  testId,
  withSent = true,
}: {
  caption: string;
  heading: string;
  rows: { key: string; label: string; totals: Totals }[];
  testId?: string;
  /** A column of invitations sent. */
  withSent?: boolean;
}) {
  const t = useT();
  const number = useNumber();
  if (rows.length === 0) return null;
  const cell = 'px-1.5 py-1.5 text-right tabular-nums';
  return (
    <div
      data-testid={testId}
      className="overflow-x-auto rounded-3xl border border-emerald-deep/10 bg-paper shadow-sm"
    >
      <table className="w-full text-xs sm:text-sm">
        <caption className="px-4 pt-3 text-left text-sm font-semibold text-ink">{caption}</caption>
        <thead className="text-[0.7rem] text-muted sm:text-xs">
          <tr>
            <th scope="col" className="py-1.5 pr-1.5 pl-4 text-left font-normal">
              {heading}
            </th>
            <th scope="col" className={`${cell} font-normal`}>
              {t('guestList.totals.invited')}
            </th>
            {withSent && (
              <th scope="col" className={`${cell} font-normal`}>
                {t('guestList.totals.sent')}
              </th>
            )}
            <th scope="col" className={`${cell} font-normal`}>
              {t('guestList.totals.replied')}
            </th>
            <th scope="col" className={`${cell} pr-4 font-normal`}>
              {t('guestList.totals.coming')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-emerald-deep/5">
          {rows.map(({ key, label, totals }) => (
            <tr key={key}>
              <th
                scope="row"
                className="min-w-24 py-1.5 pr-1.5 pl-4 text-left font-medium break-words text-ink"
              >
                {label}
              </th>
              <td className={cell}>{number(totals.invited)}</td>
              {withSent && <td className={cell}>{number(totals.sent)}</td>}
              <td className={cell}>{number(totals.replied)}</td>
              <td className={`${cell} pr-4 font-semibold text-emerald-deep`}>
                {number(totals.expectedGuests)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
