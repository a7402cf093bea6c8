import { useT } from '@web/i18n/use-t';

// What a card gives the couple and their guests, each with a small line icon.

const FEATURES = [
  {
    title: 'landing.features.names.title',
    text: 'landing.features.names.text',
    icon: 'M7 3v3m10-3v3M4 9h16M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Z',
  },
  {
    title: 'landing.features.location.title',
    text: 'landing.features.location.text',
    icon: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  },
  {
    title: 'landing.features.rsvp.title',
    text: 'landing.features.rsvp.text',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-6 10v-1a6 6 0 0 1 12 0v1m2-10 2 2 4-4',
  },
  {
    title: 'landing.features.wishes.title',
    text: 'landing.features.wishes.text',
    icon: 'M4 5h16v11H8l-4 4V5Zm4 4h8m-8 3h5',
  },
  {
    title: 'landing.features.countdown.title',
    text: 'landing.features.countdown.text',
    icon: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
  {
    title: 'landing.features.salamKaut.title',
    text: 'landing.features.salamKaut.text',
    icon: 'M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h2v2h-2zm4 0h2v2h-2zm-4 4h2v2h-2zm4 0h2v2h-2z',
  },
] as const;

export function FeatureList() {
  const t = useT();
  return (
    <section aria-labelledby="ciri-kad" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <p className="text-center text-xs font-semibold tracking-[0.25em] text-gold-deep uppercase">
        {t('landing.features.kicker')}
      </p>
      <h2
        id="ciri-kad"
        className="mt-2 text-center font-display text-3xl text-emerald-deep sm:text-4xl"
      >
        {t('landing.features.heading')}
      </h2>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-gold/20 bg-paper p-6 shadow-sm"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-9 w-9 rounded-xl bg-blush p-1.5 text-emerald-deep"
              aria-hidden="true"
            >
              <path
                d={feature.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h3 className="mt-4 text-lg font-semibold text-ink">{t(feature.title)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{t(feature.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
