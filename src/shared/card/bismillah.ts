/**
 * The invocation above the doa (guest-side §2 "Doa"). The web draws it; the server cuts the
 * Arabic face down to its letters, so a guest fetches 20 KB for it instead of 107 KB (issue 17).
 */
export const BISMILLAH = 'بِسْمِ ٱللَّٰهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ';
