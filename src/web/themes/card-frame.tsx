import type { ReactNode } from 'react';
import type { ThemeDetail } from '@shared/schemas/theme';
import type { CardFonts } from './theme-style';
import { themeStyle } from './theme-style';

/**
 * The card's page: on a phone the card is the screen; on wider screens it stays phone-shaped,
 * centred on a dimmed backdrop of its own colour, so the art is never blown up to desktop width.
 */
export function CardFrame({
  theme,
  fonts,
  className = '',
  children,
}: {
  theme: ThemeDetail;
  fonts: CardFonts;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`min-h-dvh ${className}`}
      style={{ backgroundColor: `color-mix(in srgb, ${theme.pageColour} 70%, #000)` }}
    >
      <div style={themeStyle(theme, fonts)} className="mx-auto max-w-[480px] shadow-2xl">
        {children}
      </div>
    </div>
  );
}
