import { LogoMark } from '@web/components/logo';
import { useCardWords } from '@web/i18n/card-words';

/** The card ends with a footer carrying the logo and the tagline. */
export function CardFooter() {
  const words = useCardWords();
  return (
    <footer className="px-6 pt-6 pb-28 text-center text-sm">
      <a href="/" className="inline-flex flex-col items-center gap-2">
        <LogoMark className="h-9 w-9" />
        <span className="font-semibold text-(--card-ink)">Jemput</span>
      </a>
      <p className="mt-1 opacity-80">{words.say('card.footer.tagline')}</p>
    </footer>
  );
}
