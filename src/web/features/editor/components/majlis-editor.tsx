import type { Majlis } from '@shared/card/card-content';
import { majlisTitle } from '@shared/card/majlis';
import { useT } from '@web/i18n/use-t';
import { CardSection } from '@web/themes/sections/card-section';
import type { MajlisPatch } from '../utils/change-majlis';
import { MAJLIS_ATTRIBUTE } from '../utils/server-field';
import {
  HostsField,
  InviteOnlySwitch,
  KindField,
  MajlisBlock,
  MajlisOrderButtons,
  SessionsField,
} from './majlis-fields';
import { ProgrammeEditor } from './programme-editor';
import { TimeRangeEditor } from './time-range-editor';
import { VenueButton } from './venue-button';
import { VenueEnglish } from './english-inline';
import type { HijriSetting } from './wedding-date-editor';
import { WeddingDateEditor } from './wedding-date-editor';

export interface MajlisEditorProps {
  majlis: Majlis;
  /** Its place in the couple's list, and how many there are. */
  index: number;
  count: number;
  hijri: HijriSetting;
  /** Every majlis and session id of the card. */
  taken: readonly string[];
  /** Why the last move, removal or switch of this majlis was refused (the shared rule). */
  problem: string | null;
  onChange: (patch: MajlisPatch) => void;
  onDate: (date: string, hijri: HijriSetting) => void;
  onLocation: () => void;
  onInviteOnly: (on: boolean) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One majlis of a card of several, on the card as guests will read it and edited in place like
 * the first majlis always was: what it is, its hosts, venue, date, times, sessions, whether only
 * invited parties see it, its place in the list, then its programme.
 */
export function MajlisEditor(props: MajlisEditorProps) {
  const { majlis, index, count, hijri, taken, problem, onChange } = props;
  const t = useT();
  const title = majlisTitle(majlis);
  return (
    <div
      role="group"
      aria-label={title}
      {...{ [MAJLIS_ATTRIBUTE]: index }}
      // Focus comes here when the majlis is added.
      tabIndex={-1}
      className="scroll-mt-4 outline-none"
    >
      <CardSection label={t('editorMajlis.majlis.sectionLabel', { title })} title={title}>
        <KindField majlis={majlis} onChange={onChange} />
        <HostsField hosts={majlis.hosts} hostsEnglish={majlis.hosts_en} onChange={onChange} />
        <MajlisBlock label={t('editorMajlis.majlis.venue')}>
          <VenueButton majlis={majlis} onClick={props.onLocation} />
          <VenueEnglish majlis={majlis} onChange={onChange} />
        </MajlisBlock>
        <MajlisBlock label={t('editorMajlis.majlis.date')}>
          <WeddingDateEditor
            value={majlis.date}
            hijri={hijri}
            onChange={props.onDate}
            forEveryMajlis
          />
        </MajlisBlock>
        <MajlisBlock label={t('editorMajlis.majlis.time')}>
          <TimeRangeEditor start={majlis.start_time} end={majlis.end_time} onChange={onChange} />
        </MajlisBlock>
        <SessionsField majlis={majlis} taken={taken} onChange={onChange} />
        <InviteOnlySwitch on={majlis.invite_only} onChange={props.onInviteOnly} />
        <MajlisOrderButtons
          majlis={majlis}
          index={index}
          count={count}
          problem={problem}
          onMove={props.onMove}
          onRemove={props.onRemove}
        />
      </CardSection>
      <ProgrammeEditor
        items={majlis.tentative}
        startTime={majlis.start_time}
        onSave={(tentative) => onChange({ tentative })}
      />
    </div>
  );
}
