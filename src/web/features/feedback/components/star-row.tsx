import { Star } from 'lucide-react';

/** A rating as five stars, filled up to `rating`; read out as "4 daripada 5 bintang". */
export function StarRow({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} daripada 5 bintang`} className="inline-flex gap-0.5">
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
