import { useT } from '@web/i18n/use-t';

const STEPS = [
  { title: 'landing.steps.theme.title', text: 'landing.steps.theme.text' },
  { title: 'landing.steps.edit.title', text: 'landing.steps.edit.text' },
  { title: 'landing.steps.share.title', text: 'landing.steps.share.text' },
] as const;

export function HowItWorks() {
  const t = useT();
  return (
    <section aria-labelledby="cara" className="bg-emerald-deep text-ivory">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id="cara" className="text-center font-display text-3xl sm:text-4xl">
          {t('landing.steps.heading')}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-gold-soft/25 bg-white/5 p-6">
              <span className="grid h-10 w-10 place-items-center rounded-full border border-gold-soft font-display text-lg text-gold-soft">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(step.title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ivory/80">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
