import type { ThemeDetail } from '@shared/schemas/theme';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useT } from '@web/i18n/use-t';
import { useThemeTitle } from '@web/components/theme-gallery/theme-title';
import { StagePanel } from '@web/themes/card-stage';

/** What can be changed on the card, and where (the buttons' and hints' own words). */
const PARTS: readonly { title: SiteMessageId; how: SiteMessageId }[] = [
  { title: 'editor.guide.namesTitle', how: 'editor.guide.namesHow' },
  { title: 'editor.guide.parentsTitle', how: 'editor.guide.parentsHow' },
  { title: 'editor.guide.venueTitle', how: 'editor.guide.venueHow' },
  { title: 'editor.guide.programmeTitle', how: 'editor.guide.programmeHow' },
  { title: 'editor.guide.doaTitle', how: 'editor.guide.doaHow' },
];

/** A button's name within a sentence. */
const strongWords = (chunks: ReactNode[]) => (
  <span className="font-semibold text-ink">{chunks}</span>
);

const labelClass = 'text-xs font-semibold tracking-[0.2em] text-muted uppercase';

/**
 * The create screen's column beside the card on a wide screen: how editing works
 * (the phone's notice above the card, in a laptop's words), what can be changed and where, and
 * what comes after. The tools (Select Fonts, Preview) are above it, in the editor's own bar.
 */
export function CreateGuide({ theme }: { theme: ThemeDetail }) {
  const t = useT();
  const title = useThemeTitle()(theme);
  return (
    <StagePanel label={t('editor.guide.label')}>
      <p className={labelClass}>{t('editor.guide.kicker', { theme: title })}</p>
      <h2 className="mt-1 text-3xl font-semibold text-emerald-deep">{t('editor.guide.title')}</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t('editor.guide.intro')}</p>
      <ol className="mt-5 space-y-3 border-t border-gold/25 pt-5">
        {PARTS.map((part, index) => (
          <li key={part.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-blush text-xs font-semibold text-emerald-deep"
            >
              {index + 1}
            </span>
            <span className="text-sm leading-snug">
              <span className="block font-semibold text-ink">{t(part.title)}</span>
              <span className="text-muted">{t(part.how)}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-5 rounded-2xl bg-ivory px-4 py-3 text-sm leading-relaxed text-muted">
        <FormattedMessage id="editor.guide.next" values={{ strong: strongWords }} />
      </p>
    </StagePanel>
  );
}
