import { useT } from '@web/i18n/use-t';

export function Spinner({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <span
      className={`inline-block animate-spin rounded-full border-4 border-gold/25 border-t-emerald-deep ${className}`}
      aria-hidden="true"
    />
  );
}

/** Pages show a full-screen spinner while loading. */
export function FullScreenSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className="fixed inset-0 z-30 grid place-items-center bg-ivory">
      <div className="flex flex-col items-center gap-4">
        <Spinner />
        <span className="sr-only">{label ?? t('ui.loading')}</span>
      </div>
    </div>
  );
}
