import type { GroupTotals, ListTotals as Totals } from '@shared/guests/party-status';

const number = (n: number) => n.toLocaleString('ms-MY');

/**
 * The card's five numbers, from invited to the guests expected: the whole list's, or one
 * majlis's (`label` names it).
 */
export function ListTotals({ totals, label = 'Jumlah kad' }: { totals: Totals; label?: string }) {
  const figures = [
    { label: 'Dijemput', value: totals.invited },
    { label: 'Dihantar', value: totals.sent },
    { label: 'Dibuka', value: totals.opened },
    { label: 'Dibalas', value: totals.replied },
  ];
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-5 gap-1.5 rounded-3xl border border-emerald-deep/10 bg-paper p-2 shadow-sm sm:gap-2 sm:p-3"
    >
      {figures.map(({ label, value }) => (
        <div
          key={label}
          data-testid={`total-${label}`}
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
          Hadir <span className="block">(orang dijangka)</span>
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
  return (
    <TotalsTable
      caption="Mengikut kumpulan"
      heading="Kumpulan"
      rows={groups.map(({ group, totals }) => ({
        key: group,
        label: group || 'Tanpa kumpulan',
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
  return (
    <TotalsTable
      caption="Mengikut majlis"
      heading="Majlis"
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
              Dijemput
            </th>
            {withSent && (
              <th scope="col" className={`${cell} font-normal`}>
                Dihantar
              </th>
            )}
            <th scope="col" className={`${cell} font-normal`}>
              Dibalas
            </th>
            <th scope="col" className={`${cell} pr-4 font-normal`}>
              Hadir
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
