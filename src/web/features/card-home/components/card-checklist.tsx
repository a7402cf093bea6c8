import { CheckCircle2, Circle } from 'lucide-react';
import type { OwnerCard } from '@shared/schemas/owner-card';
import { useT } from '@web/i18n/use-t';

/**
 * A short list of what makes the card ready for guests: activate it, set
 * the music, add the salam kaut QR, share the link. Each step ticks itself from the card; the
 * last one from this browser (the link was copied or shared here).
 */
export function CardChecklist({ card, shared }: { card: OwnerCard; shared: boolean }) {
  const t = useT();
  const steps = [
    { label: t('cardHome.checklist.activate'), done: card.state === 'active' },
    { label: t('cardHome.checklist.song'), done: card.features.song },
    { label: t('cardHome.checklist.salamKaut'), done: card.features.salamKautQr },
    { label: t('cardHome.checklist.share'), done: shared },
  ];
  const left = steps.filter((step) => !step.done).length;
  return (
    <section
      aria-labelledby="checklist"
      className="rounded-3xl border border-emerald-deep/10 bg-paper p-5"
    >
      <h2 id="checklist" className="font-display text-xl text-emerald-deep">
        {t('cardHome.checklist.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {left === 0 ? t('cardHome.checklist.allDone') : t('cardHome.checklist.left', { left })}
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
            <span className="sr-only">
              {step.done ? t('cardHome.checklist.done') : t('cardHome.checklist.notDone')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
