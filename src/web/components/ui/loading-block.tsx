import { Spinner } from './spinner';

/** A spinner in the page's flow, announced to screen readers (the page around it stays). */
export function LoadingBlock({
  label = 'Sedang memuatkan…',
  className = 'flex justify-center py-10',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      <Spinner />
      <span className="sr-only">{label}</span>
    </div>
  );
}
