import { Link } from 'react-router';
import { buttonClass } from './ui/link-button';
import { PageMeta, siteTitle } from './ui/page-meta';

/**
 * A route the product has whose screen is not built yet: it says so plainly and links home,
 * rather than showing an empty or fake screen.
 */
export function ComingSoonPage({ screen, noindex = true }: { screen: string; noindex?: boolean }) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-5 px-6 pt-24 pb-16 text-center">
      <PageMeta title={siteTitle(screen)} noindex={noindex} />
      <p className="rounded-full bg-blush px-4 py-1 text-xs font-semibold tracking-[0.2em] text-emerald-deep uppercase">
        Sedang dibina
      </p>
      <h1 className="font-display text-3xl text-emerald-deep">{screen}</h1>
      <p className="text-muted">
        Halaman ini belum siap. Kami sedang menyiapkannya. Sila kembali ke laman utama.
      </p>
      <Link to="/" className={buttonClass('secondary')}>
        Kembali ke laman utama
      </Link>
    </section>
  );
}
