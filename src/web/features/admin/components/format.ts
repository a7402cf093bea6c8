// How the console writes money and times: ringgit from sen, times in Asia/Kuala_Lumpur.

export function ringgit(sen: number): string {
  return `RM${(sen / 100).toLocaleString('ms-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const DATE_TIME = new Intl.DateTimeFormat('ms-MY', {
  timeZone: 'Asia/Kuala_Lumpur',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An ISO time as Malaysians read it (Asia/Kuala_Lumpur whatever the browser's zone). */
export function malaysiaTime(iso: string | null): string {
  return iso ? DATE_TIME.format(new Date(iso)) : '–';
}
