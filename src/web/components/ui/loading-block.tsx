import { useT } from '@web/i18n/use-t';
import { Spinner } from './spinner';

/** A spinner in the page's flow, announced to screen readers (the page around it stays). */
export function LoadingBlock({
  label,
  className = 'flex justify-center py-10',
}: {
  label?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div role="status" className={className}>
      <Spinner />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </div>
  );
}
