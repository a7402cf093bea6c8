import type { FormEvent } from 'react';
import { Play } from 'lucide-react';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/** The link form's two fields, as the owner typed them. */
export interface SongLinkValues {
  yt_id: string;
  start: string;
}

/** A YouTube link and where to start it; Play checks both and plays them in the preview. */
export function SongLinkForm({
  values,
  errors,
  onChange,
  onPlay,
}: {
  values: SongLinkValues;
  errors: Partial<Record<keyof SongLinkValues, string>>;
  onChange: (field: keyof SongLinkValues, value: string) => void;
  onPlay: (event: FormEvent) => void;
}) {
  const t = useT();
  return (
    <form
      noValidate
      onSubmit={onPlay}
      aria-labelledby="pautan-lagu"
      className="rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm"
    >
      <h2 id="pautan-lagu" className="font-display text-2xl text-emerald-deep">
        {t('music.link.title')}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem]">
        <FormField id="music-link" label={t('music.link.label')} error={errors.yt_id}>
          <input
            {...fieldControl('music-link', errors.yt_id)}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://youtu.be/…"
            value={values.yt_id}
            onChange={(e) => onChange('yt_id', e.target.value)}
            className={inputClass}
          />
        </FormField>
        <FormField id="music-start" label={t('music.link.start')} error={errors.start}>
          <input
            {...fieldControl('music-start', errors.start)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0:20"
            value={values.start}
            onChange={(e) => onChange('start', e.target.value)}
            className={inputClass}
          />
        </FormField>
      </div>
      <p className="mt-2 text-sm text-muted">{t('music.link.startHint')}</p>
      <Button type="submit" tone="secondary" className="mt-4">
        <Play className="h-4 w-4" aria-hidden="true" />
        {t('music.link.play')}
      </Button>
    </form>
  );
}
