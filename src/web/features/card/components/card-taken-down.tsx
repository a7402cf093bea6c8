import { AFTER_DAY_MESSAGES } from '@shared/card/after-the-day';
import { LogoMark } from '@web/components/logo';

/** A card its owner took down after the day (HTTP 410): a polite word, nothing of the card. */
export function CardTakenDown() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ivory px-6 text-center">
      <div className="max-w-md">
        <LogoMark className="mx-auto h-14 w-14" />
        <h1 className="mt-6 font-display text-3xl text-emerald-deep">
          {AFTER_DAY_MESSAGES.takenDown}
        </h1>
        <p className="mt-3 text-muted">{AFTER_DAY_MESSAGES.thanksForComing}</p>
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
