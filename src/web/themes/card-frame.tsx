import { use } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { ThemeDetail } from '@shared/schemas/theme';
import { CardStageContext } from './card-stage';
import type { CardFonts } from './theme-style';
import { themeStyle } from './theme-style';

/**
 * The card's page: on a phone the card is the screen; on wider screens it stays phone-shaped,
 * centred on a dimmed backdrop of its own colour, so the art is never blown up to desktop width.
 * On a CardStage (the preview and create screens) the stage draws the wide screen's backdrop:
 * from `lg` the frame is then only the card, rounded like the paper card it stands for.
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
  const staged = use(CardStageContext);
  const backdrop = `color-mix(in srgb, ${theme.pageColour} 70%, #000)`;
  // Off a stage the colour stays inline, as the guest card has always had it; on one it goes
  // through a variable, so the `lg` class can take it away.
  const style: CSSProperties = staged
    ? ({ '--card-backdrop': backdrop } as CSSProperties)
    : { backgroundColor: backdrop };
  return (
    <div
      className={`min-h-dvh ${staged ? 'bg-(--card-backdrop) lg:min-h-0 lg:bg-transparent' : ''} ${className}`}
      style={style}
    >
      <div
        style={themeStyle(theme, fonts)}
        className={`mx-auto max-w-[480px] shadow-2xl ${staged ? 'lg:overflow-clip lg:rounded-[2rem] lg:shadow-[0_30px_80px_-20px_rgba(0,0,0,0.55)] lg:ring-1 lg:ring-black/10' : ''}`}
      >
        {children}
      </div>
    </div>
  );
}
