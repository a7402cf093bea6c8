import { Star } from 'lucide-react';

const CHOICES: { value: number | null; label: string }[] = [
  { value: null, label: 'Semua' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${n} bintang` })),
];

/** The filter All / 1 / 2 / 3 / 4 / 5 stars, as pressed buttons. */
export function RatingFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (rating: number | null) => void;
}) {
  return (
    <div role="group" aria-label="Tapis mengikut bintang" className="flex flex-wrap gap-2">
      {CHOICES.map((choice) => {
        const pressed = choice.value === value;
        return (
          <button
            key={choice.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(choice.value)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition ${
              pressed
                ? 'border-emerald-deep bg-emerald-deep text-white'
                : 'border-emerald-deep/25 bg-paper text-emerald-deep hover:border-emerald-deep'
            }`}
          >
            {choice.value !== null && (
              <Star
                aria-hidden="true"
                className={`h-3.5 w-3.5 ${pressed ? 'fill-gold-soft text-gold-soft' : 'fill-gold text-gold'}`}
              />
            )}
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
