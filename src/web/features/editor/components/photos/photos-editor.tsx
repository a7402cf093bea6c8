import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { PHOTO_MAX_MEGABYTES } from '@shared/card-photos/photo-rules';
import type { CardPhoto } from '@shared/schemas/card-photos';
import { MAX_CARD_PHOTOS } from '@shared/schemas/card-photos';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { CardSection } from '@web/themes/sections/card-section';
import {
  uploadPhoto,
  useCardPhotos,
  useDeletePhoto,
  useRememberPhotos,
  useReorderPhotos,
} from '../../api/card-photos';
import { cardErrorClass, cardPillClass } from '../editor-ui';
import { PhotoTile } from './photo-tile';

// The card's Galeri on the edit page, where the guest card shows it: add photos (several at
// once, one upload after another, with progress), caption, move and remove them. Each change is
// saved at once, as the guest card's own section is kept apart from the card's Update.

interface Progress {
  /** The file being sent, from 1. */
  at: number;
  of: number;
  /** How much of it has gone, 0–1. */
  sent: number;
}

const MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;

export function PhotosEditor({ cardId }: { cardId: string }) {
  const t = useT();
  const inputId = useId();
  const photos = useCardPhotos(cardId);
  const remember = useRememberPhotos(cardId);
  const reorder = useReorderPhotos(cardId);
  const remove = useDeletePhoto(cardId);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [removing, setRemoving] = useState<CardPhoto | null>(null);

  const list = photos.data?.photos ?? [];
  const max = photos.data?.max ?? MAX_CARD_PHOTOS;
  const full = list.length >= max;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same files may be chosen again after a failure.
    event.target.value = '';
    if (files.length === 0) return;
    const found: string[] = [];
    for (const [index, file] of files.entries()) {
      setProgress({ at: index + 1, of: files.length, sent: 0 });
      if (file.size > MAX_BYTES) {
        found.push(
          t('editorPhotos.fileProblem', {
            file: file.name,
            problem: t('editorPhotos.tooLarge', { max: PHOTO_MAX_MEGABYTES }),
          }),
        );
        continue;
      }
      try {
        const reply = await uploadPhoto(cardId, file, (sent) =>
          setProgress({ at: index + 1, of: files.length, sent }),
        );
        remember(reply);
      } catch (error) {
        // A full gallery: the files after this one would be refused too.
        if (error instanceof ApiRequestError && error.status === 409) {
          found.push(error.message);
          break;
        }
        found.push(
          t('editorPhotos.fileProblem', { file: file.name, problem: errorMessage(error) }),
        );
      }
    }
    setProgress(null);
    setProblems(found);
  };

  const move = (index: number, step: -1 | 1) => {
    const ids = list.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + step, 0, moved!);
    reorder.mutate({ ids });
  };

  return (
    <CardSection label={t('editorPhotos.title')} title={t('editorPhotos.title')}>
      <div className="font-sans text-sm">
        <p className="leading-relaxed">{t('editorPhotos.intro', { max: MAX_CARD_PHOTOS })}</p>
        <p className="mt-3 font-semibold text-(--card-ink)" aria-live="polite">
          {photos.data
            ? t('editorPhotos.count', { count: list.length, max })
            : t('editorPhotos.loading')}
        </p>
        {photos.isError && <p className={`mt-3 ${cardErrorClass}`}>{errorMessage(photos.error)}</p>}

        <div className="mt-4">
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={full || progress !== null || !photos.data}
            onChange={(event) => void add(event)}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={`${cardPillClass} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--card-ink) peer-disabled:cursor-not-allowed peer-disabled:opacity-40`}
          >
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
            {t('editorPhotos.add')}
          </label>
          {full && <p className="mt-2 opacity-80">{t('editorPhotos.full', { max })}</p>}
        </div>

        {progress && (
          <div className="mt-4" role="status">
            <p>{t('editorPhotos.uploading', { at: progress.at, of: progress.of })}</p>
            <progress
              className="mt-1 h-2 w-full accent-(--card-ink)"
              max={1}
              value={progress.sent}
              aria-label={t('editorPhotos.progress', { at: progress.at, of: progress.of })}
            />
          </div>
        )}
        {problems.length > 0 && (
          <ul role="alert" className="mt-4 space-y-1 text-left">
            {problems.map((problem, index) => (
              <li key={index} className={cardErrorClass}>
                {problem}
              </li>
            ))}
          </ul>
        )}
        {reorder.isError && (
          <p role="alert" className={`mt-4 ${cardErrorClass}`}>
            {errorMessage(reorder.error)}
          </p>
        )}

        {list.length > 0 && (
          <ol className="mt-5 grid grid-cols-2 gap-3 text-left" aria-label={t('editorPhotos.list')}>
            {list.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                cardId={cardId}
                photo={photo}
                index={index}
                count={list.length}
                busy={reorder.isPending}
                onMove={(step) => move(index, step)}
                onRemove={() => setRemoving(photo)}
              />
            ))}
          </ol>
        )}
      </div>
      {removing && (
        <ConfirmDialog
          title={t('editorPhotos.removeTitle')}
          message={t('editorPhotos.removeMessage')}
          confirmLabel={t('editorPhotos.removeConfirm')}
          busyLabel={t('editorPhotos.removing')}
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => setRemoving(null),
            })
          }
          onCancel={() => {
            remove.reset();
            setRemoving(null);
          }}
        />
      )}
    </CardSection>
  );
}
