// The editor's controls drawn on the card itself, in the theme's own colours, so every theme
// (light or dark) keeps them readable.

/** Every editable text on the card: a dashed outline that says "tap me". */
export const editableClass =
  'cursor-text rounded-md outline-1 outline-offset-4 outline-current/35 outline-dashed transition hover:bg-(--card-page)/40 hover:outline-current/70 focus-visible:outline-2 focus-visible:outline-solid';

/** Small buttons on the card: Ubah Tarikh, Ubah Masa, Ubah Atur Cara Majlis, OK, Simpan. */
export const cardPillClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full border border-(--card-ink)/40 bg-(--card-page) px-4 font-sans text-sm font-semibold tracking-normal text-(--card-ink) normal-case shadow-sm transition hover:border-(--card-ink) disabled:cursor-not-allowed disabled:opacity-40';

/** The same, filled: the button that saves. */
export const cardPrimaryPillClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full bg-(--card-ink) px-5 font-sans text-sm font-semibold tracking-normal text-(--card-page) normal-case shadow-sm transition hover:opacity-90';

/** Inputs on the card (dates, times, programme rows), readable on light and dark themes. */
export const cardInputClass =
  'min-h-10 rounded-lg border border-(--card-ink)/30 bg-(--card-page) px-2.5 font-sans text-base text-(--card-ink) tracking-normal normal-case outline-none focus:border-(--card-ink) focus:ring-2 focus:ring-(--card-highlight)/40 aria-invalid:border-red-600';

/** A field's message under it on the card. */
export const cardErrorClass =
  'inline-block rounded-md bg-white px-2 py-1 text-left font-sans text-sm leading-snug font-semibold tracking-normal text-red-700 normal-case not-italic shadow-sm';

/** A quiet link-like button on the card (Tambah majlis on a card of one majlis). */
export const cardQuietButtonClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 font-sans text-sm font-semibold tracking-normal text-(--card-ink) normal-case underline decoration-current/40 decoration-dashed underline-offset-4 opacity-80 transition hover:opacity-100';

/** A block's small heading on the card (Tempat, Tarikh, Masa, Tuan rumah, Sesi). */
export const cardBlockLabelClass =
  'text-xs font-semibold tracking-[0.3em] text-(--card-label) uppercase';
