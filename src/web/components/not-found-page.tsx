import { Link } from 'react-router';
import { LogoMark } from './logo';
import { buttonClass } from './ui/link-button';
import { PageMeta, siteTitle } from './ui/page-meta';

/** Unknown routes and /fallback show a friendly not-found page. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-5 px-6 pt-24 pb-16 text-center">
      <PageMeta title={siteTitle('Halaman tidak dijumpai')} noindex />
      <LogoMark className="h-14 w-14" />
      <p className="font-display text-6xl text-gold-deep">404</p>
      <h1 className="font-display text-3xl text-emerald-deep">Halaman tidak dijumpai</h1>
      <p className="text-muted">
        Maaf, pautan ini tidak wujud atau telah dipindahkan. Semak semula pautan yang anda terima,
        atau kembali ke laman utama.
      </p>
      <Link to="/" className={buttonClass('primary')}>
        Kembali ke laman utama
      </Link>
    </section>
  );
}
