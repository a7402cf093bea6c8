import { LogoMark } from '@web/components/logo';
import { useCardWords } from '@web/i18n/card-words';

/** A centred message with the logo; nothing of the card. */
export function ExpiryScreen() {
  const words = useCardWords();
  return (
    <main className="grid min-h-dvh place-items-center bg-ivory px-6 text-center">
      <div className="max-w-md">
        <LogoMark className="mx-auto h-14 w-14" />
        <p className="mt-6 text-lg leading-relaxed text-ink">{words.say('card.expired.message')}</p>
        <a
          href="/dashboard"
          className="mt-8 inline-flex min-h-12 flex-col items-center justify-center rounded-full bg-emerald-deep px-6 py-1 font-semibold text-white"
        >
          {words.say('card.expired.login')}
        </a>
      </div>
    </main>
  );
}
