import { LinkButton, buttonClass } from '@web/components/ui/link-button';
import { ScriptButton } from '@web/components/ui/script-button';
import { useT } from '@web/i18n/use-t';
import { CardMockup } from './card-mockup';
import { PriceBox } from './price-box';

function scrollToThemes() {
  document.getElementById('pilih-tema')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The landing hero: title, the price box and the three buttons. */
export function Hero({
  priceSen,
  sampleDate,
}: {
  priceSen: number | undefined;
  /** The sample card's wedding date (tomorrow, as the page was drawn). */
  sampleDate: string;
}) {
  const t = useT();
  return (
    <section className="relative overflow-hidden pt-24 sm:pt-28">
      <div
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-blush),transparent_60%)]"
        aria-hidden="true"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 sm:pb-20 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="text-center lg:text-left">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">
            {t('landing.hero.kicker')}
          </p>
          <h1 className="mt-4 font-display text-[2.6rem] leading-[1.1] text-emerald-deep sm:text-6xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted lg:mx-0">
            {t('landing.hero.text')}
          </p>
          <div className="mt-8 flex justify-center lg:justify-start">
            <PriceBox priceSen={priceSen} />
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <LinkButton href="/kad/demoplus" target="_blank" rel="noopener" tone="secondary">
              {t('landing.hero.demo')}
            </LinkButton>
            {/* Disabled until the script has taken over: a tap before would be lost. */}
            <ScriptButton onClick={scrollToThemes} className={buttonClass()}>
              {t('landing.hero.freeTrial')}
            </ScriptButton>
            <LinkButton href="/dashboard" target="_blank" rel="noopener" tone="secondary">
              {t('landing.hero.login')}
            </LinkButton>
          </div>
        </div>
        <CardMockup weddingDate={sampleDate} />
      </div>
    </section>
  );
}
