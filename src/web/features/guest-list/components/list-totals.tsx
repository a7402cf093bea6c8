import type { GroupTotals, ListTotals as Totals } from '@shared/guests/party-status';

const number = (n: number) => n.toLocaleString('ms-MY');

/** The card's five numbers, from invited to the guests expected. */
export function ListTotals({ totals }: { totals: Totals }) {
  const figures = [
    { label: 'Dijemput', value: totals.invited },
    { label: 'Dihantar', value: totals.sent },
    { label: 'Dibuka', value: totals.opened },
    { label: 'Dibalas', value: totals.replied },
  ];
  return (
    <dl
      aria-label="Jumlah kad"
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
  if (groups.length === 0) return null;
  const cell = 'px-1.5 py-1.5 text-right tabular-nums';
  return (
    <div className="overflow-x-auto rounded-3xl border border-emerald-deep/10 bg-paper shadow-sm">
      <table className="w-full text-xs sm:text-sm">
        <caption className="px-4 pt-3 text-left text-sm font-semibold text-ink">
          Mengikut kumpulan
        </caption>
        <thead className="text-[0.7rem] text-muted sm:text-xs">
          <tr>
            <th scope="col" className="py-1.5 pr-1.5 pl-4 text-left font-normal">
              Kumpulan
            </th>
            <th scope="col" className={`${cell} font-normal`}>
              Dijemput
            </th>
            <th scope="col" className={`${cell} font-normal`}>
              Dihantar
            </th>
            <th scope="col" className={`${cell} font-normal`}>
              Dibalas
            </th>
            <th scope="col" className={`${cell} pr-4 font-normal`}>
              Hadir
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-emerald-deep/5">
          {groups.map(({ group, totals }) => (
            <tr key={group}>
              <th
                scope="row"
                className="min-w-24 py-1.5 pr-1.5 pl-4 text-left font-medium break-words text-ink"
              >
                {group || 'Tanpa kumpulan'}
              </th>
              <td className={cell}>{number(totals.invited)}</td>
              <td className={cell}>{number(totals.sent)}</td>
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
