import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Majlis } from '@shared/card/card-content';
import { useT } from '@web/i18n/use-t';
import { CardSection } from '@web/themes/sections/card-section';
import { VenueSection } from '@web/themes/sections/venue-section';
import type { MajlisPatch } from '../utils/change-majlis';
import { cardQuietButtonClass } from './editor-ui';
import { Hint } from './hint';
import { HostsField, KindField, SessionsField } from './majlis-fields';
import { ProgrammeEditor } from './programme-editor';
import { TimeRangeEditor } from './time-range-editor';
import { VenueButton } from './venue-button';
import { VenueEnglish } from './english-inline';

/**
 * Whether the one majlis shows its own details (what it is, hosts, sessions) unasked: when it
 * has any, so nothing set is hidden.
 */
const hasDetails = (majlis: Majlis) =>
  majlis.kind !== 'resepsi' ||
  majlis.title !== '' ||
  majlis.hosts !== '' ||
  majlis.sessions.length > 0;

/**
 * A card of one majlis, drawn as it always was (its date is in the hero): the venue and the
 * programme, then two quiet buttons, Tambah majlis and "Sesi & tuan rumah", which opens the
 * majlis's own details (what it is, hosts, sessions).
 */
export function OneMajlisEditor({
  majlis,
  taken,
  onChange,
  onLocation,
  addButton,
}: {
  majlis: Majlis;
  /** Every majlis and session id of the card. */
  taken: readonly string[];
  onChange: (patch: MajlisPatch) => void;
  onLocation: () => void;
  /** Tambah majlis (none when the card can take no more). */
  addButton: ReactNode;
}) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const details = asked || hasDetails(majlis);
  return (
    <>
      <VenueSection
        majlis={majlis}
        slots={{
          location: (
            <>
              <Hint name="location">
                <VenueButton majlis={majlis} onClick={onLocation} />
              </Hint>
              <VenueEnglish majlis={majlis} onChange={onChange} />
            </>
          ),
          time: (
            <TimeRangeEditor start={majlis.start_time} end={majlis.end_time} onChange={onChange} />
          ),
        }}
      />
      {details && (
        <CardSection label={t('editorMajlis.majlis.details')}>
          <KindField majlis={majlis} onChange={onChange} />
          <HostsField hosts={majlis.hosts} hostsEnglish={majlis.hosts_en} onChange={onChange} />
          <SessionsField majlis={majlis} taken={taken} onChange={onChange} />
        </CardSection>
      )}
      <ProgrammeEditor
        items={majlis.tentative}
        startTime={majlis.start_time}
        onSave={(tentative) => onChange({ tentative })}
      />
      <div className="flex flex-wrap justify-center gap-x-4 px-5">
        {addButton}
        {!details && (
          <button type="button" onClick={() => setAsked(true)} className={cardQuietButtonClass}>
            {t('editorMajlis.majlis.detailsButton')}
          </button>
        )}
      </div>
    </>
  );
}
