import type { ReactNode, Ref } from 'react';
import { useCardWords } from '@web/i18n/card-words';
import { PANEL_ICONS, PANEL_LABELS } from './panel-buttons';
import type { PanelName } from './panel-buttons';

/**
 * One button a panel; pressing the open panel's button
 * again closes it, another button switches to its panel. `children` are more items at the end
 * of the bar (the preview variant's Next).
 */
export function BottomBar({
  panels,
  open,
  onToggle,
  barRef,
  children,
}: {
  panels: readonly PanelName[];
  open: PanelName | null;
  onToggle: (panel: PanelName) => void;
  barRef: Ref<HTMLElement>;
  children?: ReactNode;
}) {
  const words = useCardWords();
  // A card in both languages: each label on two short lines, a little tighter.
  const two = words.locales.length > 1;
  return (
    <nav
      ref={barRef}
      aria-label={words.line('card.bar.label')}
      className="fixed inset-x-0 bottom-0 z-[60] mx-auto max-w-[480px] border-t border-black/5 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_24px_rgba(0,0,0,0.12)]"
    >
      <ul className="flex h-16">
        {panels.map((panel) => {
          const Icon = PANEL_ICONS[panel];
          const active = open === panel;
          return (
            <li key={panel} className="flex-1">
              <button
                type="button"
                onClick={() => onToggle(panel)}
                aria-expanded={active}
                aria-haspopup="dialog"
                className={`flex h-full w-full flex-col items-center justify-center ${two ? 'gap-0.5 leading-tight' : 'gap-1'} text-[0.7rem] font-medium transition-colors ${
                  active
                    ? 'bg-neutral-100 text-neutral-950'
                    : 'text-neutral-600 hover:text-neutral-900'
                }`}
              >
                <Icon className="h-5 w-5" aria-hidden="true" strokeWidth={1.8} />
                <span>{words.say(PANEL_LABELS[panel])}</span>
              </button>
            </li>
          );
        })}
        {children}
      </ul>
    </nav>
  );
}
