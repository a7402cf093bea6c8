import { Star } from 'lucide-react';
import { useT } from '@web/i18n/use-t';

const CHOICES: (number | null)[] = [null, 5, 4, 3, 2, 1];

/** The filter All / 1 / 2 / 3 / 4 / 5 stars, as pressed buttons. */
export function RatingFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (rating: number | null) => void;
}) {
  const t = useT();
  return (
    <div role="group" aria-label={t('feedback.filter.label')} className="flex flex-wrap gap-2">
      {CHOICES.map((choice) => {
        const pressed = choice === value;
        const label =
          choice === null ? t('feedback.filter.all') : t('feedback.stars', { count: choice });
        return (
          <button
            key={choice ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(choice)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition ${
              pressed
                ? 'border-emerald-deep bg-emerald-deep text-white'
                : 'border-emerald-deep/25 bg-paper text-emerald-deep hover:border-emerald-deep'
            }`}
          >
            {choice !== null && (
              <Star
                aria-hidden="true"
                className={`h-3.5 w-3.5 ${pressed ? 'fill-gold-soft text-gold-soft' : 'fill-gold text-gold'}`}
              />
            )}
            {label}
          </button>
        );
      })}
    </div>
  );
}
