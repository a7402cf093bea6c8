import { CircleCheck, CircleAlert, ExternalLink, X } from 'lucide-react';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';

export type ThemeChangeState =
  | { tone: 'idle' }
  | { tone: 'pending' }
  | { tone: 'success'; message: string }
  | { tone: 'error'; message: string };

const TONE_STYLE = {
  pending: 'border-emerald-deep/15 bg-paper text-ink',
  success: 'border-emerald-700/30 bg-emerald-50 text-emerald-950',
  error: 'border-red-300 bg-red-50 text-red-900',
} as const;

/**
 * The theme change's messages, in the page rather than in an alert: on a phone a note pinned to
 * the bottom of the screen, so it is seen wherever in the gallery the theme was chosen; on a wide
 * screen it sits under the current theme's picture (which stays in view), off the gallery. The
 * live region is always there (empty when idle) so screen readers announce what comes into it.
 */
export function ThemeChangeStatus({
  state,
  cardId,
  onDismiss,
}: {
  state: ThemeChangeState;
  cardId: string;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 flex justify-center px-4 lg:static lg:mt-4 lg:px-0"
    >
      {state.tone !== 'idle' && (
        <div
          className={`pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl border py-3 pr-2 pl-4 shadow-lg lg:shadow-sm ${TONE_STYLE[state.tone]}`}
        >
          {state.tone === 'pending' && <Spinner className="h-5 w-5 shrink-0 border-2" />}
          {state.tone === 'success' && (
            <CircleCheck className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
          )}
          {state.tone === 'error' && (
            <CircleAlert className="h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
          )}
          <p className="min-w-0 flex-1 text-sm font-semibold">
            {state.tone === 'pending' ? t('themeChange.pending') : state.message}
          </p>
          {state.tone === 'success' && (
            <a
              href={`/kad/${encodeURIComponent(cardId)}`}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-full px-2 text-sm font-semibold text-emerald-deep underline underline-offset-4 lg:hidden"
            >
              {t('themeChange.viewCard')}
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </a>
          )}
          {state.tone !== 'pending' && (
            <button
              type="button"
              onClick={onDismiss}
              aria-label={t('themeChange.dismiss')}
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-current/70 hover:bg-black/5"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
