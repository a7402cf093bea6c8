import { LogoMark } from '@web/components/logo';
import { useCardWords } from '@web/i18n/card-words';

/** An unknown card id gets a not-found page with a link home (HTTP 404). */
export function CardNotFound() {
  const words = useCardWords();
  return (
    <main className="grid min-h-dvh place-items-center bg-ivory px-6 text-center">
      <div className="max-w-md">
        <LogoMark className="mx-auto h-14 w-14" />
        <p className="mt-6 font-display text-6xl text-gold">404</p>
        <h1 className="mt-2 font-display text-3xl text-emerald-deep">
          {words.say('card.notFound.title')}
        </h1>
        <p className="mt-3 text-muted">{words.say('card.notFound.text')}</p>
        <a
          href="/"
          className="mt-8 inline-flex min-h-12 flex-col items-center justify-center rounded-full bg-emerald-deep px-6 py-1 font-semibold text-white"
        >
          {words.say('card.home')}
        </a>
      </div>
    </main>
  );
}
