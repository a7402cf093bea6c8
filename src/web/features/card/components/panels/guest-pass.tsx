import { useEffect, useId, useRef, useState } from 'react';
import { PassQr } from '@web/components/pass/pass-qr';
import { useCardWords } from '@web/i18n/card-words';
import type { SavedPass } from '../../utils/saved-pass';

type Copied = 'idle' | 'done' | 'failed';

/**
 * The pass an attending guest gets in the RSVP panel, its QR code
 * (which opens the pass page), what to do with it at the door, and how to keep it. `fresh`: it
 * was given just now, so it takes the focus (and the screen) from the form below it.
 */
export function GuestPass({ pass, fresh }: { pass: SavedPass; fresh: boolean }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<Copied>('idle');
  const words = useCardWords();

  useEffect(() => {
    if (fresh) heading.current?.focus();
  }, [fresh, pass.token]);

  const copy = () => {
    navigator.clipboard.writeText(pass.url).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-3xl border border-neutral-200 bg-neutral-50 p-4 text-center"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-neutral-900 outline-none"
      >
        {words.say('card.pass.title')}
      </h3>
      <PassQr
        url={pass.url}
        label={words.line('card.pass.qr')}
        failed={words.say('card.pass.qrFailed')}
        className="mx-auto mt-3 block h-56 w-56 rounded-2xl border border-neutral-200 bg-white p-2"
      />
      <p className="mt-3 text-sm font-medium text-neutral-800">{words.say('card.pass.show')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <a
          href={pass.url}
          className="inline-flex min-h-11 flex-col items-center justify-center rounded-full bg-neutral-900 px-5 py-1 text-sm font-semibold text-white hover:bg-black"
        >
          {words.say('card.pass.open')}
        </a>
        {typeof navigator !== 'undefined' && navigator.clipboard && (
          <button
            type="button"
            onClick={copy}
            className="inline-flex min-h-11 flex-col items-center justify-center rounded-full border border-neutral-300 bg-white px-5 py-1 text-sm font-semibold text-neutral-900 hover:border-neutral-900"
          >
            {words.say('card.pass.copy')}
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-xs text-neutral-600">
        {copied === 'done' && words.say('card.pass.copied')}
        {copied === 'failed' && words.say('card.pass.copyFailed')}
      </p>
      {words.locales.map((locale) => (
        <p
          key={locale}
          lang={locale === words.locale ? undefined : locale}
          className="mt-1 text-xs leading-relaxed text-neutral-600"
        >
          <strong className="font-semibold text-neutral-800">
            {words.textIn(locale, 'card.pass.keepTitle')}
          </strong>{' '}
          {words.textIn(locale, 'card.pass.keep')}
        </p>
      ))}
    </section>
  );
}
