import { Check, Printer } from 'lucide-react';
import type { ThemeDetail } from '@shared/schemas/theme';
import { FONT_PAIRS, fontFamilyCss, headingKindOf } from '@shared/themes/font-pairs';
import type { HeadingFont } from '@shared/themes/font-pairs';
import { useThemeTitle } from '@web/components/theme-gallery/theme-title';
import { buttonClass } from '@web/components/ui/link-button';
import { ScriptButton } from '@web/components/ui/script-button';
import { LanguageSwitch } from '@web/i18n/language-switch';
import { useT } from '@web/i18n/use-t';
import { StagePanel } from '@web/themes/card-stage';
import type { CardFonts } from '@web/themes/theme-style';

/** What a card in this theme holds: the sample's sections, then what guests use on a real one. */
const CARD_PARTS = [
  'preview.parts.names',
  'preview.parts.invitation',
  'preview.parts.venue',
  'preview.parts.programme',
  'preview.parts.doa',
  'preview.parts.rsvp',
  'preview.parts.wishes',
  'preview.parts.maps',
] as const;

const labelClass = 'text-xs font-semibold tracking-[0.2em] text-muted uppercase';

/**
 * Beside the card on a wide screen: which theme this is, the page's actions where a
 * laptop's reader looks for them, its font pair (the sample's names in its own heading face,
 * whose first cut already holds them), its colours and what a card in it holds. A phone has the
 * same actions on the card (preview-page.tsx).
 */
export function PreviewDetails({
  theme,
  fonts,
  groom,
  bride,
  onBack,
  onPrint,
  onChoose,
}: {
  theme: ThemeDetail;
  fonts: CardFonts;
  /** The sample's names (Adam, Hawa). */
  groom: string;
  bride: string;
  onBack: () => void;
  onPrint: () => void;
  onChoose: () => void;
}) {
  const t = useT();
  const title = useThemeTitle()(theme);
  const heading = fonts.heading as HeadingFont;
  // Script faces draw small: a size up, as the card's own heading sizes do.
  const kind = headingKindOf(heading);
  const palette = [theme.pageColour, theme.inkColour, theme.highlightColour, theme.accentColour];
  return (
    <StagePanel label={t('preview.details.label')}>
      {/* The page has no site header: the language switch is here, beside the way back. */}
      <div className="flex items-center justify-between gap-3">
        <ScriptButton
          onClick={onBack}
          className="-ml-2 inline-flex h-9 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-emerald-deep transition hover:bg-emerald-deep/5"
        >
          <span aria-hidden="true">←</span> {t('preview.back')}
        </ScriptButton>
        <LanguageSwitch />
      </div>

      <p className={`mt-4 ${labelClass}`}>{t('preview.details.kicker')}</p>
      <h2 className="mt-1 text-3xl font-semibold text-emerald-deep">{title}</h2>
      <p className="mt-1 text-sm text-muted">{t('preview.details.sample', { groom, bride })}</p>

      <div className="mt-5 flex flex-col gap-2.5">
        <ScriptButton onClick={onChoose} className={buttonClass('primary', 'w-full')}>
          {t('preview.choose')}
        </ScriptButton>
        <ScriptButton onClick={onPrint} className={buttonClass('secondary', 'w-full')}>
          <Printer className="h-4 w-4" aria-hidden="true" /> {t('preview.print')}
        </ScriptButton>
      </div>
      <p className="mt-3 text-xs leading-relaxed text-muted">{t('preview.details.next')}</p>

      <dl className="mt-5 space-y-4 border-t border-gold/25 pt-5">
        <div>
          <dt className={labelClass}>{t('preview.details.font')}</dt>
          <dd className="mt-1">
            <span
              className={`block leading-tight text-ink ${kind === 'script' ? 'text-4xl' : 'text-3xl'}`}
              style={{ fontFamily: fontFamilyCss(heading, kind) }}
            >
              {groom}
              <span className="mx-2 text-[0.8em]" style={{ color: theme.accentColour }}>
                &amp;
              </span>
              {bride}
            </span>
            <span className="block text-sm text-muted">{FONT_PAIRS[theme.fontPair].label}</span>
          </dd>
        </div>
        <div className="flex items-center gap-4">
          <dt className={labelClass}>{t('preview.details.colours')}</dt>
          <dd className="flex gap-2" role="img" aria-label={t('preview.details.coloursLabel')}>
            {palette.map((colour, index) => (
              <span
                key={index}
                className="h-6 w-6 rounded-full ring-1 ring-black/15"
                style={{ backgroundColor: colour }}
              />
            ))}
          </dd>
        </div>
      </dl>

      <p className={`mt-5 ${labelClass}`}>{t('preview.details.parts')}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold text-emerald-deep">
        {CARD_PARTS.map((part) => (
          <li
            key={part}
            className="inline-flex items-center gap-1 rounded-full bg-emerald-deep/[0.06] py-1 pr-2.5 pl-2"
          >
            <Check className="h-3.5 w-3.5" aria-hidden="true" />
            {t(part)}
          </li>
        ))}
      </ul>
    </StagePanel>
  );
}
