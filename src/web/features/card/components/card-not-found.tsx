import { LogoMark } from '@web/components/logo';

/** An unknown card id gets a not-found page with a link home (HTTP 404). */
export function CardNotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ivory px-6 text-center">
      <div className="max-w-md">
        <LogoMark className="mx-auto h-14 w-14" />
        <p className="mt-6 font-display text-6xl text-gold">404</p>
        <h1 className="mt-2 font-display text-3xl text-emerald-deep">Kad tidak dijumpai</h1>
        <p className="mt-3 text-muted">
          Maaf, kad jemputan ini tidak wujud. Semak semula pautan yang anda terima daripada
          pengantin.
        </p>
        <a
          href="/"
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-emerald-deep px-6 font-semibold text-white"
        >
          Kembali ke laman utama
        </a>
      </div>
    </main>
  );
}
