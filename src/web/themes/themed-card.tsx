import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { CardContent } from '@shared/card/card-content';
import type { ThemeDetail } from '@shared/schemas/theme';
import { DoaCountdownSection } from './sections/doa-countdown-section';
import { InvitationSection } from './sections/invitation-section';
import { majlisSections } from './sections/majlis-section';
import { CardFrame } from './card-frame';
import { PrintableCard } from './printable-card';
import { ThemedHero } from './themed-hero';
import type { CardFonts } from './theme-style';
import { themeStyle } from './theme-style';

/**
 * The read-only card in a theme: hero, invitation, each majlis (venue and programme), doa and
 * countdown.
 */
export function ThemedCard({
  theme,
  content,
  fonts,
  initialNow,
  children,
}: {
  theme: ThemeDetail;
  content: CardContent;
  fonts: CardFonts;
  /** When a server-drawn page was drawn: the countdown starts there, so hydration matches. */
  initialNow?: number;
  /** More sections after the countdown (the /demo view's contacts and location). */
  children?: ReactNode;
}) {
  return (
    <>
      <div style={themeStyle(theme, fonts)} className="hidden print:block">
        <PrintableCard theme={theme} content={content} />
      </div>
      <CardFrame theme={theme} fonts={fonts} className="print:hidden">
        <div className="pb-10">
          <ThemedHero
            theme={theme}
            content={content}
            headingSize={content.H2size || theme.headingSize}
          />
          <InvitationSection content={content} />
          {majlisSections(content).map(({ key, section }) => (
            <Fragment key={key}>{section}</Fragment>
          ))}
          <DoaCountdownSection
            theme={theme}
            doa={content.doa}
            doaEnglish={content.doa_en}
            majlis={content.majlis}
            initialNow={initialNow}
          />
          {children}
        </div>
      </CardFrame>
    </>
  );
}
