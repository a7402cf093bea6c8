import { weekdayAndDateWords } from '@shared/dates/date-words';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { PANEL_ICONS, PANEL_NAMES } from '@web/components/card-panels/panel-buttons';
import type { PanelName } from '@web/components/card-panels/panel-buttons';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

// A phone showing a sample invitation: an illustration of what guests receive, drawn in CSS and
// SVG (no images to load). The names are the spec's sample couple; the bar at the bottom has the
// guest card's own buttons, with their icons. Its words are in the page's language, as a card
// the visitor makes can be: the site's catalogue holds them, so the landing page loads nothing
// of the card's own catalogue.

const COUNTDOWN = [
  { label: 'landing.mockup.countdown.days', figure: '60', shade: '#0f4c45' },
  { label: 'landing.mockup.countdown.hours', figure: '08', shade: '#1b6358' },
  { label: 'landing.mockup.countdown.minutes', figure: '24', shade: '#256f62' },
  { label: 'landing.mockup.countdown.seconds', figure: '15', shade: '#327f70' },
] as const satisfies readonly { label: SiteMessageId; figure: string; shade: string }[];

const PANEL_LABELS: Record<PanelName, SiteMessageId> = {
  contacts: 'landing.mockup.panel.contacts',
  location: 'landing.mockup.panel.location',
  rsvp: 'landing.mockup.panel.rsvp',
  'salam-kaut': 'landing.mockup.panel.salamKaut',
  date: 'landing.mockup.panel.date',
};

function Ornament({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 200 40" className={className} aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round">
        <path d="M10 20h62M128 20h62" />
        <path d="M72 20c8-12 20-12 28 0 8 12 20 12 28 0" />
        <path d="M72 20c8 12 20 12 28 0 8-12 20-12 28 0" />
      </g>
      <g fill="currentColor">
        <rect x="96" y="16" width="8" height="8" transform="rotate(45 100 20)" />
        <circle cx="10" cy="20" r="2" />
        <circle cx="190" cy="20" r="2" />
      </g>
    </svg>
  );
}

export function CardMockup({ weddingDate }: { weddingDate: string }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <div className="relative mx-auto w-[17.5rem] sm:w-[19rem]" aria-hidden="true">
      <div className="absolute -inset-6 rounded-[3rem] bg-gold-soft/25 blur-2xl" />
      <div className="relative rounded-[2.6rem] border-[10px] border-ink bg-ink shadow-2xl shadow-emerald-ink/30">
        <div className="absolute top-2 left-1/2 h-5 w-24 -translate-x-1/2 rounded-full bg-ink" />
        <div className="overflow-hidden rounded-[2rem] bg-[#f7efe3]">
          <div className="relative px-6 pt-12 pb-8 text-center">
            <svg
              viewBox="0 0 300 120"
              className="absolute inset-x-0 top-0 w-full text-emerald-deep/80"
            >
              <path
                d="M0 0h300v34c-30 26-70 34-110 22S110 30 70 44 20 70 0 60Z"
                fill="currentColor"
                opacity=".15"
              />
              <path
                d="M0 0h300v18c-40 22-80 26-120 14S100 16 60 28 14 44 0 40Z"
                fill="currentColor"
                opacity=".25"
              />
            </svg>
            <p className="relative text-[0.7rem] tracking-[0.35em] text-gold-deep uppercase">
              {t('landing.mockup.heading')}
            </p>
            <p className="relative mt-4 font-display text-5xl leading-none text-emerald-deep italic">
              Adam
            </p>
            <p className="relative my-1 font-display text-2xl text-gold">&amp;</p>
            <p className="relative font-display text-5xl leading-none text-emerald-deep italic">
              Hawa
            </p>
            <Ornament className="relative mx-auto mt-5 w-40 text-gold" />
            <p className="relative mt-3 text-sm font-medium text-ink">
              {weekdayAndDateWords(weddingDate, locale)}
            </p>
            <p className="relative text-xs text-muted">11:30 am - 5:00 pm</p>
            <p className="relative mt-6 text-[0.65rem] tracking-[0.25em] text-muted uppercase">
              {t('landing.mockup.countdown.heading')}
            </p>
            <div className="relative mt-2 grid grid-cols-4 gap-1.5">
              {COUNTDOWN.map(({ label, figure, shade }) => (
                <div
                  key={label}
                  className="rounded-lg py-2 text-white"
                  // Each shade keeps its white words at 4.5:1 or more (the lightest is 4.8:1).
                  style={{ backgroundColor: shade }}
                >
                  <p className="text-base leading-none font-semibold">{figure}</p>
                  <p className="mt-1 text-[0.55rem] tracking-wide">{t(label)}</p>
                </div>
              ))}
            </div>
          </div>
          <div
            data-testid="mockup-bar"
            className="flex justify-around border-t border-gold/20 bg-white/70 px-3 py-3 text-emerald-deep"
          >
            {PANEL_NAMES.map((panel) => {
              const Icon = PANEL_ICONS[panel];
              return (
                <span
                  key={panel}
                  className="flex flex-col items-center gap-1 text-[0.55rem] font-medium"
                >
                  <Icon className="h-4 w-4" strokeWidth={1.8} />
                  {t(PANEL_LABELS[panel])}
                </span>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
