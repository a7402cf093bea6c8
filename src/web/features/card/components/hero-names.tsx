import type { CSSProperties } from 'react';
import { LETTER_DELAY_S } from '@shared/card/presentation';

/**
 * One name, drawn letter by letter (the letters are hidden from screen readers, the name not).
 * Each word keeps its letters on one line and the words are parted by real spaces, so a long name
 * ("Nurfarahiyah binti Zulkarnain") wraps between its words and never inside one.
 */
function AnimatedName({ name }: { name: string }) {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => [...word]);
  // Where each word's first letter falls in the animation: the space before a word is a step too.
  const starts = words.map((_, w) =>
    words.slice(0, w).reduce((count, letters) => count + letters.length + 1, 0),
  );
  return (
    <span className="block">
      <span className="sr-only">{name}</span>
      <span aria-hidden="true" className="hero-letters">
        {words.map((letters, w) => (
          <span key={w}>
            {w > 0 && ' '}
            <span className="whitespace-nowrap">
              {letters.map((letter, i) => (
                <span
                  key={i}
                  className="hero-letter"
                  style={
                    {
                      '--letter-delay': `${((starts[w]! + i) * LETTER_DELAY_S).toFixed(1)}s`,
                    } as CSSProperties
                  }
                >
                  {letter}
                </span>
              ))}
            </span>
          </span>
        ))}
      </span>
    </span>
  );
}

/**
 * The groom's and bride's names revealed letter by letter (0.2 s apart,
 * 1.5 s each) with an ampersand between them. The animation is CSS, so it runs from the server's
 * HTML; it only plays inside `.hero-active`, so without it (intro overlay still up, or no
 * JavaScript) the names simply stand there.
 */
export function HeroNames({ groom, bride }: { groom: string; bride: string }) {
  return (
    <>
      <AnimatedName name={groom} />
      <span
        className="hero-letter block text-[0.55em] text-(--card-highlight)"
        style={{ '--letter-delay': '0.6s' } as CSSProperties}
      >
        &amp;
      </span>
      <AnimatedName name={bride} />
    </>
  );
}
