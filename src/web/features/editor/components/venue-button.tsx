import { MapPin } from 'lucide-react';
import type { Majlis } from '@shared/card/card-content';
import { useT } from '@web/i18n/use-t';
import { Lines } from '@web/themes/sections/card-section';
import { textControl } from '../utils/server-field';
import { editableClass } from './editor-ui';

/** A majlis's venue on the card, as guests read it; tapped, it opens the venue panel. */
export function VenueButton({
  majlis,
  onClick,
}: {
  majlis: Pick<Majlis, 'location' | 'directions'>;
  onClick: () => void;
}) {
  const t = useT();
  return (
    <button type="button" onClick={onClick} className={`${editableClass} cursor-pointer px-1`}>
      <span className="sr-only">{textControl(t, 'location')} </span>
      {majlis.location.trim() === '' ? (
        // A majlis just added has no venue yet.
        <span className="italic opacity-60">{t('editor.venue.empty')}</span>
      ) : (
        <Lines text={majlis.location} inline />
      )}
      {majlis.directions[0] && (
        <span className="mt-1 flex items-center justify-center gap-1 font-sans text-xs opacity-75">
          <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {t('editor.venue.pinned')}
        </span>
      )}
    </button>
  );
}
