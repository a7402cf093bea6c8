import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { malaysiaDateWords } from '@shared/dates/malaysia-time';
import type { WishesBookSize } from '@shared/schemas/wishes-book';
import { useTheme } from '@web/api/get-theme';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { themeStyle } from '@web/themes/theme-style';
import { useCardFonts } from '@web/themes/use-card-fonts';
import { useWishesBook, wishesBookPdfUrl } from './api/get-wishes-book';

const SIZES: Record<WishesBookSize, { label: string; page: string; width: string }> = {
  a5: { label: 'A5', page: 'A5', width: '148mm' },
  a4: { label: 'A4', page: 'A4', width: '210mm' },
};

/**
 * The wishes book (`/buku-ucapan/:id`): every wish guests left, hidden ones left out, with the
 * guest's name and date, laid out in the card's theme (its page colour, faces and ornaments) as
 * pages of A5 or A4 to print ("Cetak": the browser's print, its @page the size chosen; a wish is
 * never split across pages), and the same book as a PDF drawn by the server. The page, the book
 * and its PDF speak the visitor's language (the couple's, not their card's: the book is theirs).
 */
export function WishesBookPage() {
  const { id = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const size: WishesBookSize = search.get('saiz') === 'a4' ? 'a4' : 'a5';
  const book = useWishesBook(id);
  const theme = useTheme(book.data?.theme ?? '', book.data !== undefined);
  const { fonts } = useCardFonts(theme.data, {
    H2: book.data?.headingFont ?? '',
    H2size: '',
    fontP: book.data?.bodyFont ?? '',
  });

  const fallback = ownerCardFallback(book, t('wishesBook.title'));
  if (fallback || !book.data) return fallback;
  const { wishes } = book.data;
  const couple = `${book.data.groomName} & ${book.data.brideName}`;
  const look = theme.data && fonts ? themeStyle(theme.data, fonts) : undefined;
  const page = SIZES[size];

  return (
    <div className="min-h-dvh bg-neutral-200 pb-16 print:bg-transparent print:pb-0">
      <PageMeta title={siteTitle(t('wishesBook.pageTitle', { couple }))} noindex />
      {/* The paper's size and margins for the browser's print. */}
      <style>{`@page { size: ${page.page}; margin: 12mm; }
@media print { html, body { background: ${theme.data?.pageColour ?? '#fff'}; } }`}</style>
      <header className="sticky top-0 z-10 border-b border-neutral-300 bg-paper/95 px-4 py-3 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Link
              to={`/dashboard/${encodeURIComponent(id)}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-deep hover:underline"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('wishesBook.back')}
            </Link>
            <h1 className="font-display text-xl text-emerald-deep">{t('wishesBook.title')}</h1>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <div
              role="group"
              aria-label={t('wishesBook.size')}
              className="flex rounded-full border p-0.5"
            >
              {(['a5', 'a4'] as const).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={size === choice}
                  onClick={() => setSearch({ saiz: choice }, { replace: true })}
                  className={`min-h-10 rounded-full px-4 text-sm font-semibold ${
                    size === choice ? 'bg-emerald-deep text-white' : 'text-emerald-deep'
                  }`}
                >
                  {SIZES[choice].label}
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => window.print()}
              className={buttonClass('primary', '', 'sm')}
            >
              <Printer className="h-4 w-4" aria-hidden="true" />
              <span className="pr-2">{t('wishesBook.print')}</span>
            </button>
            <a
              href={wishesBookPdfUrl(id, size)}
              download
              className={buttonClass('secondary', '', 'sm')}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              <span className="pr-2">{t('wishesBook.pdf')}</span>
            </a>
          </div>
        </div>
        <p className="mx-auto mt-2 max-w-4xl text-sm text-muted">
          {t('wishesBook.summary', { count: wishes.length, shown: String(wishes.length) })}
        </p>
      </header>

      <article
        aria-label={`${t('wishesBook.title')} ${couple}`}
        style={{ ...look, width: page.width, printColorAdjust: 'exact' }}
        className={`mx-auto mt-6 max-w-full overflow-hidden shadow-xl print:mt-0 print:w-auto! print:max-w-none print:overflow-visible print:shadow-none ${
          size === 'a4' ? 'text-[15px]' : 'text-[13px]'
        }`}
      >
        {theme.data && (
          <img src={theme.data.art.top} alt="" className="block w-full" aria-hidden="true" />
        )}
        <div className="px-[8%] pb-10 text-center">
          <p className="text-xs tracking-[0.35em] text-(--card-label) uppercase">
            {t('wishesBook.title')}
          </p>
          <p className="mt-3 text-5xl leading-tight text-(--card-ink) font-(family-name:--card-heading-font)">
            {couple}
          </p>
          <p className="mt-3">
            {book.data.days.map((day) => weekdayAndDateWords(day, locale)).join(' · ')}
          </p>
          <p className="mt-1 text-sm text-(--card-label)">
            {t('wishesBook.book.count', { count: wishes.length, shown: String(wishes.length) })}
          </p>
          <Divider />
          {wishes.length === 0 && <p className="mt-8">{t('wishesBook.book.empty')}</p>}
          <ol className="mt-2">
            {wishes.map((wish, i) => (
              // A wish is one block: never cut between two printed pages.
              <li key={i} className="break-inside-avoid py-5">
                <p className="font-semibold text-(--card-ink)">{wish.name}</p>
                <p className="text-xs text-(--card-label)">
                  {malaysiaDateWords(wish.created_at, locale)}
                </p>
                <p className="mt-2 leading-relaxed whitespace-pre-line">{wish.ucapan}</p>
                <Divider faint />
              </li>
            ))}
          </ol>
        </div>
        {theme.data && (
          <img
            src={theme.data.art.bottom}
            alt=""
            className="block w-full break-inside-avoid"
            aria-hidden="true"
          />
        )}
      </article>
    </div>
  );
}

/** A short rule with a dot, in the theme's highlight. */
function Divider({ faint = false }: { faint?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`mx-auto flex w-32 items-center gap-2 ${faint ? 'mt-5 opacity-40' : 'mt-6 mb-2'}`}
    >
      <span className="h-px flex-1 bg-(--card-highlight)" />
      <span className="h-1.5 w-1.5 rounded-full bg-(--card-highlight)" />
      <span className="h-px flex-1 bg-(--card-highlight)" />
    </div>
  );
}
