import { CalendarPlus, Download } from 'lucide-react';
import { useCardWords } from '@web/i18n/card-words';
import { blockClass, googleClass, icsClass } from './add-to-calendar';
import { PreviewNote } from './preview-note';

// Its own file: the guest card's script does not carry the preview's version.

/**
 * The same buttons on the /demo preview, switched off: the card has no link yet, and both
 * buttons name it. The couple sees what guests will get, and when.
 */
export function AddToCalendarPreview() {
  const words = useCardWords();
  return (
    <div className={blockClass}>
      <p className="text-sm text-neutral-600">{words.say('card.calendar.intro')}</p>
      <div className="mt-3 flex flex-col gap-3 opacity-50" aria-hidden="true">
        <span className={icsClass}>
          <Download className="h-4 w-4" />
          {words.line('card.calendar.file')}
        </span>
        <span className={googleClass}>
          <CalendarPlus className="h-4 w-4" />
          Google Calendar
        </span>
      </div>
      <PreviewNote>{words.say('card.calendar.previewNote')}</PreviewNote>
    </div>
  );
}
