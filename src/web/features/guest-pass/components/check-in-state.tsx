import { CircleCheck } from 'lucide-react';
import type { Pass } from '@shared/schemas/check-in';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';

/** What a pass says of a check-in: when it was made (Malaysian time) if the time is known. */
export function checkedInText(checkedInAt: string | null): string {
  const at = checkedInAt ? malaysiaDateTime(checkedInAt) : '';
  return at ? `Sudah didaftar masuk pada ${at}` : 'Sudah didaftar masuk';
}

/** Whether the party was checked in at the door, and when (in Malaysian time). */
export function CheckInState({ pass }: { pass: Pass }) {
  if (pass.checkedIn) {
    return (
      <p className="mt-4 flex items-start justify-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900">
        <CircleCheck className="mt-px h-5 w-5 shrink-0" aria-hidden="true" />
        <span>{checkedInText(pass.checkedInAt)}</span>
      </p>
    );
  }
  return (
    <p className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
      Belum didaftar masuk
    </p>
  );
}
