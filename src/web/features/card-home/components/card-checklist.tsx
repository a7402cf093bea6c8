import { CheckCircle2, Circle } from 'lucide-react';
import type { OwnerCard } from '@shared/schemas/owner-card';

/**
 * A short list of what makes the card ready for guests: activate it, set
 * the music, add the salam kaut QR, share the link. Each step ticks itself from the card; the
 * last one from this browser (the link was copied or shared here).
 */
export function CardChecklist({ card, shared }: { card: OwnerCard; shared: boolean }) {
  const steps = [
    { label: 'Aktifkan kad', done: card.state === 'active' },
    { label: 'Pilih lagu latar', done: card.features.song },
    { label: 'Tambah kod QR salam kaut', done: card.features.salamKautQr },
    { label: 'Kongsi pautan kad kepada tetamu', done: shared },
  ];
  const left = steps.filter((step) => !step.done).length;
  return (
    <section
      aria-labelledby="checklist"
      className="rounded-3xl border border-emerald-deep/10 bg-paper p-5"
    >
      <h2 id="checklist" className="font-display text-xl text-emerald-deep">
        Senarai semak
      </h2>
      <p className="mt-1 text-sm text-muted">
        {left === 0 ? 'Semua sudah siap. Selamat pengantin baru!' : `${left} langkah lagi.`}
      </p>
      <ul className="mt-3 space-y-2">
        {steps.map((step) => (
          <li key={step.label} className="flex items-center gap-3 text-ink">
            {step.done ? (
              <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <Circle className="h-5 w-5 shrink-0 text-neutral-400" aria-hidden="true" />
            )}
            <span className={step.done ? 'text-muted line-through' : ''}>{step.label}</span>
            <span className="sr-only">{step.done ? '(siap)' : '(belum)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
