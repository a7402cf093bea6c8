import { errorMessage } from '../../lib/api-client';
import { useT } from '@web/i18n/use-t';
import { Button } from './link-button';

/** A read that failed: the server's words (or the app's one fallback), and Cuba lagi if asked. */
export function ReadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  return (
    <div>
      <p role="alert" className="text-red-700">
        {errorMessage(error)}
      </p>
      {onRetry && (
        <Button tone="secondary" className="mt-3" onClick={onRetry}>
          {t('ui.retry')}
        </Button>
      )}
    </div>
  );
}
