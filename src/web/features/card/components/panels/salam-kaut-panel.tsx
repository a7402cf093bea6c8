import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { GiftIdea } from '@shared/schemas/gift-idea';
import { useCardWords } from '@web/i18n/card-words';
import { EnglishVersion } from '@web/themes/sections/english-version';
import { getGiftIdeas } from '../../api/get-gift-ideas';

/** The gift ideas, fetched when the panel first opens (most guests never open it). */
function useGiftIdeas(enabled: boolean, language: CardLanguage) {
  const [ideas, setIdeas] = useState<GiftIdea[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getGiftIdeas(language)
      .then((list) => live && setIdeas(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [enabled, language]);
  return { ideas, failed };
}

/**
 * The couple's QR picture and, when the gift option is on, the
 * list 'Idea Hadiah Kahwin' of two-column cards that link out, with lazily loaded pictures.
 * Each idea's title is in the card's language; in a card in both, its English title (when staff
 * gave one) beneath the Malay, as the couple's own texts are; a Malay title standing in for a
 * missing English one is marked as Malay.
 */
export function SalamKautPanel({ qrImage, gifts }: { qrImage: string | null; gifts: boolean }) {
  const words = useCardWords();
  const { ideas, failed } = useGiftIdeas(gifts, words.language);
  return (
    <div>
      {qrImage && (
        <figure className="text-center">
          <img
            src={qrImage}
            alt={words.line('card.salamKaut.qr')}
            width={240}
            height={240}
            className="mx-auto h-60 w-60 rounded-2xl border border-neutral-200 object-contain p-2"
          />
          <figcaption className="mt-3 text-sm text-neutral-600">
            {words.say('card.salamKaut.scan')}
          </figcaption>
          <a
            href={qrImage}
            download={`salam-kaut${qrImage.slice(qrImage.lastIndexOf('.'))}`}
            className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-full border border-neutral-300 px-4 text-sm font-semibold text-neutral-900"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            <span>{words.say('card.salamKaut.save')}</span>
          </a>
        </figure>
      )}
      {gifts && (
        <section className={qrImage ? 'mt-6 border-t border-neutral-100 pt-5' : ''}>
          <h3 className="text-center text-base font-semibold text-neutral-900">
            {words.say('card.gifts.title')}
          </h3>
          {failed && (
            <p className="mt-3 text-center text-sm text-neutral-600">
              {words.say('card.gifts.failed')}
            </p>
          )}
          {!ideas && !failed && <p className="sr-only">{words.line('card.loading')}</p>}
          <ul className="mt-3 grid grid-cols-2 gap-3">
            {(ideas ?? []).map((idea) => (
              <li key={idea.id}>
                <a
                  href={idea.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block overflow-hidden rounded-2xl border border-neutral-200 transition hover:border-neutral-400"
                >
                  <img
                    src={idea.image}
                    alt=""
                    loading="lazy"
                    width={240}
                    height={240}
                    className="aspect-square w-full bg-neutral-50 object-cover"
                  />
                  <span className="block px-3 py-2 text-sm font-semibold text-neutral-900">
                    {/* Malay standing in for a missing English title says it is Malay. */}
                    <span lang={idea.title_lang}>{idea.title}</span>
                    {/* A space, so a screen reader reads the two titles apart. */}{' '}
                    <EnglishVersion malay={idea.title} english={idea.title_en} inline />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
