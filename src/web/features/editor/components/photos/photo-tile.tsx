import { useState } from 'react';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { MAX_PHOTO_CAPTION_LENGTH, photoUrl } from '@shared/card-photos/photo-rules';
import type { CardPhoto } from '@shared/schemas/card-photos';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useCaptionPhoto } from '../../api/card-photos';
import { cardErrorClass, cardInputClass } from '../editor-ui';

const iconButton =
  'grid h-10 w-10 place-items-center rounded-full border border-(--card-ink)/40 bg-(--card-page) text-(--card-ink) transition hover:border-(--card-ink) disabled:cursor-not-allowed disabled:opacity-30';

/** One photo of the editor's gallery: its picture, caption, moves and removal. */
export function PhotoTile({
  cardId,
  photo,
  index,
  count,
  busy,
  onMove,
  onRemove,
}: {
  cardId: string;
  photo: CardPhoto;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const [caption, setCaption] = useState(photo.caption);
  const save = useCaptionPhoto(cardId);
  const place = `${index + 1}`;
  const saveCaption = () => {
    if (caption.trim() === photo.caption) return;
    save.mutate(
      { photoId: photo.id, caption },
      {
        onSuccess: (reply) =>
          setCaption(reply.photos.find((p) => p.id === photo.id)?.caption ?? ''),
      },
    );
  };
  return (
    <li className="flex flex-col gap-2">
      <img
        src={photoUrl(photo.name, photo.widths[0]!)}
        width={photo.width}
        height={photo.height}
        alt={photo.caption || t('editorPhotos.photo', { place })}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full rounded-xl object-cover"
      />
      <input
        type="text"
        value={caption}
        maxLength={MAX_PHOTO_CAPTION_LENGTH}
        placeholder={t('editorPhotos.captionPlaceholder')}
        aria-label={t('editorPhotos.caption', { place })}
        aria-invalid={save.isError || undefined}
        onChange={(event) => setCaption(event.target.value)}
        onBlur={saveCaption}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            saveCaption();
          }
        }}
        className={`${cardInputClass} w-full text-sm`}
      />
      {save.isError && <p className={cardErrorClass}>{errorMessage(save.error)}</p>}
      {save.isSuccess && caption === photo.caption && (
        <p className="text-xs opacity-80" role="status">
          {t('editorPhotos.saved')}
        </p>
      )}
      <div className="flex items-center justify-between gap-1">
        <button
          type="button"
          className={iconButton}
          disabled={index === 0 || busy}
          onClick={() => onMove(-1)}
          aria-label={t('editorPhotos.moveForward', { place })}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={index === count - 1 || busy}
          onClick={() => onMove(1)}
          aria-label={t('editorPhotos.moveBack', { place })}
        >
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={onRemove}
          aria-label={t('editorPhotos.remove', { place })}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
