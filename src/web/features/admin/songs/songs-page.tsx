import { useState } from 'react';
import type { FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import type { QuickPick } from '@shared/schemas/music';
import { quickPicksBodySchema } from '@shared/schemas/music';
import { fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { QueryState } from '@web/components/ui/query-state';
import { useRuleText, useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { AdminShell } from '../components/admin-shell';
import { useQuickPicks } from './api/get-quick-picks';
import { useUpdateQuickPicks } from './api/update-quick-picks';

/**
 * The 12 quick picks of the music page, each a title,
 * an artist, a YouTube link checked by the shared rule and where it starts.
 */
export function AdminSongsPage() {
  const t = useT();
  const picks = useQuickPicks();
  return (
    <AdminShell title={t('staffSongs.title')} intro={t('staffSongs.intro')}>
      <QueryState query={picks}>{(data) => <SongsForm picks={data.picks} />}</QueryState>
    </AdminShell>
  );
}

interface Row {
  title: string;
  artist: string;
  ytId: string;
  start: string;
}

const startText = (seconds: number) =>
  seconds === 0 ? '0' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function SongsForm({ picks }: { picks: QuickPick[] }) {
  const t = useT();
  const sayRule = useRuleText();
  const save = useUpdateQuickPicks();
  const [rows, setRows] = useState<Row[]>(() =>
    picks.map((pick) => ({
      title: pick.title,
      artist: pick.artist,
      ytId: `https://youtu.be/${pick.ytId}`,
      start: startText(pick.start),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (index: number, field: keyof Row, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    setErrors((current) => ({ ...current, [`${index}.${field}`]: '' }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = quickPicksBodySchema.safeParse({ picks: rows });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const [, index, field] = issue.path;
        if (index !== undefined && field !== undefined) {
          found[`${String(index)}.${String(field)}`] ??= sayRule(issue.message);
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ picks: rows });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <ol className="grid gap-3 lg:grid-cols-2">
        {rows.map((row, index) => {
          const error = (field: keyof Row) => errors[`${index}.${field}`] || undefined;
          const id = (field: keyof Row) => `lagu-${index}-${field}`;
          const wrong = (['title', 'artist', 'ytId'] as const).find((field) => error(field));
          const ytId = /^[A-Za-z0-9_-]{11}$/.test(row.ytId.slice(-11)) ? row.ytId : null;
          return (
            <li
              key={index}
              className="rounded-2xl border border-emerald-deep/10 bg-paper p-4 shadow-sm"
            >
              <fieldset>
                <legend className="text-sm font-semibold text-emerald-deep">
                  {t('staffSongs.song', { number: index + 1 })}
                </legend>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  <label className="text-xs font-semibold text-neutral-700">
                    {t('staffSongs.songTitle')}
                    <input
                      {...fieldControl(id('title'), error('title'))}
                      value={row.title}
                      onChange={(e) => set(index, 'title', e.target.value)}
                      className={inputClass}
                    />
                  </label>
                  <label className="text-xs font-semibold text-neutral-700">
                    {t('staffSongs.artist')}
                    <input
                      {...fieldControl(id('artist'), error('artist'))}
                      value={row.artist}
                      onChange={(e) => set(index, 'artist', e.target.value)}
                      className={inputClass}
                    />
                  </label>
                  <label className="col-span-2 text-xs font-semibold text-neutral-700 sm:col-span-1">
                    {t('staffSongs.link')}
                    <input
                      {...fieldControl(id('ytId'), error('ytId'))}
                      type="url"
                      inputMode="url"
                      value={row.ytId}
                      onChange={(e) => set(index, 'ytId', e.target.value)}
                      className={inputClass}
                    />
                  </label>
                  <label className="col-span-2 text-xs font-semibold text-neutral-700 sm:col-span-1">
                    {t('staffSongs.start')}
                    <input
                      id={id('start')}
                      placeholder="0:20"
                      value={row.start}
                      onChange={(e) => set(index, 'start', e.target.value)}
                      className={inputClass}
                    />
                  </label>
                </div>
                {wrong && (
                  <p id={`${id(wrong)}-error`} className="mt-1 text-sm text-red-700">
                    {error(wrong)}
                  </p>
                )}
                {ytId && (
                  <a
                    href={ytId.startsWith('http') ? ytId : `https://youtu.be/${ytId}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-flex items-center gap-1 text-xs text-emerald-deep underline"
                  >
                    <ExternalLink className="h-3 w-3" aria-hidden="true" />
                    {t('staffSongs.open')}
                  </a>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="sticky bottom-0 mt-4 flex flex-wrap items-center gap-3 bg-gradient-to-t from-white via-white/90 to-transparent py-3">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('staff.saving') : t('staffSongs.save')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm">
          {save.isSuccess && <span className="text-emerald-deep">{t('staffSongs.saved')}</span>}
          {save.isError && <span className="text-red-700">{errorMessage(save.error)}</span>}
        </p>
      </div>
    </form>
  );
}
