import { Star } from 'lucide-react';
import { useT } from '@web/i18n/use-t';

/** A rating as five stars, filled up to `rating`; read out as "4 daripada 5 bintang" in Malay. */
export function StarRow({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('feedback.starsOutOfFive', { rating })}
      className="inline-flex gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${className} ${n <= rating ? 'fill-gold text-gold' : 'fill-none text-gold/40'}`}
        />
      ))}
    </span>
  );
}
