import { TRIAL_EXPIRED_MESSAGE } from '@shared/card/trial';
import { LogoMark } from '@web/components/logo';

/** A centred message with the logo; nothing of the card. */
export function ExpiryScreen() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ivory px-6 text-center">
      <div className="max-w-md">
        <LogoMark className="mx-auto h-14 w-14" />
        <p className="mt-6 text-lg leading-relaxed text-ink">{TRIAL_EXPIRED_MESSAGE}</p>
        <a
          href="/dashboard"
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-emerald-deep px-6 font-semibold text-white"
        >
          Log Masuk
        </a>
      </div>
    </main>
  );
}
