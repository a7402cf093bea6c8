import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { MapPin, Type } from 'lucide-react';
import type { CardContent } from '@shared/card/card-content';
import type { CardTextField } from '@shared/card/card-input';
import type { ThemeDetail } from '@shared/schemas/theme';
import { Spinner } from '@web/components/ui/spinner';
import { CardFrame } from '@web/themes/card-frame';
import { CardStage } from '@web/themes/card-stage';
import { DoaCountdownSection } from '@web/themes/sections/doa-countdown-section';
import { Lines } from '@web/themes/sections/card-section';
import { InvitationSection } from '@web/themes/sections/invitation-section';
import { VenueSection } from '@web/themes/sections/venue-section';
import type { CardFonts } from '@web/themes/theme-style';
import { ThemedHero } from '@web/themes/themed-hero';
import { editableClass } from './components/editor-ui';
import { FontPicker } from './components/font-picker';
import { Hint } from './components/hint';
import { InlineText } from './components/inline-text';
import { LocationDialog } from './components/location-dialog';
import { ProgrammeEditor } from './components/programme-editor';
import { TimeRangeEditor } from './components/time-range-editor';
import { WeddingDateEditor } from './components/wedding-date-editor';
import type { MajlisPatch } from './utils/change-majlis';
import { changeMajlis, majlisAt } from './utils/change-majlis';

export type CardPatch = Partial<CardContent>;

/** The majlis the editor shows: the card's first, the one a card of one majlis has. */
const EDITED_MAJLIS = 0;

/** The tab-bar button look of the editor's bottom bar (its own and the page's actions). */
export const editorBarButtonClass =
  'flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition';

/** The tools on a wide screen: a panel of their own at the top of the column beside the card. */
const besideCardBarClass =
  'lg:static lg:mx-0 lg:mb-4 lg:h-auto lg:max-w-none lg:rounded-full lg:border-0 lg:bg-paper lg:p-2 lg:shadow-[0_24px_60px_-24px_rgba(0,0,0,0.5)] lg:ring-1 lg:ring-black/5';

/**
 * The card in its theme with every field editable in place (the create screen and the
 * edit page): it edits whatever card it is given and reports each change as a
 * patch, so the create screen keeps the draft in local storage and the owner's edit page can
 * keep a published card. The bottom bar has Select Fonts and the page's own actions.
 */
export function CardEditor({
  theme,
  content,
  fonts,
  headingSize,
  onChange,
  actions,
  notice,
  aside,
  fontsLoading = false,
}: {
  theme: ThemeDetail;
  content: CardContent;
  fonts: CardFonts;
  headingSize: string;
  onChange: (patch: CardPatch) => void;
  /** The page's buttons beside Select Fonts (Preview on the create screen). */
  actions: ReactNode;
  /** A line above the card, e.g. how editing works. */
  notice?: ReactNode;
  /**
   * What a wide screen shows beside the card (the create screen's how-to). With it the card
   * stands phone-sized on a backdrop of its theme and the tools leave the bottom edge for the
   * column beside it, above `aside`; a phone sees no difference.
   */
  aside?: ReactNode;
  /** A newly chosen font pair is still loading (a spinner shows meanwhile). */
  fontsLoading?: boolean;
}) {
  const [panel, setPanel] = useState<'location' | 'fonts' | null>(null);
  const bar = useRef<HTMLElement>(null);
  const close = () => setPanel(null);
  const majlis = majlisAt(content, EDITED_MAJLIS);
  const changeThisMajlis = (patch: MajlisPatch) =>
    onChange(changeMajlis(content, EDITED_MAJLIS, patch));
  const text = (field: CardTextField, multiline = false) => (
    <InlineText
      field={field}
      value={content[field]}
      multiline={multiline}
      onChange={(value) => onChange({ [field]: value })}
    />
  );

  // Hint bubbles stay inside the card (data-hint-bounds); one that could not would be cut,
  // never widening the page.
  const card = (
    <div
      data-hint-bounds=""
      inert={panel !== null}
      // Native date and time pickers drawn light or dark, as the theme is.
      style={{ colorScheme: theme.textColour ? 'dark' : 'light' }}
      className={`overflow-x-clip pb-24 ${aside ? 'lg:pb-12' : ''}`}
    >
      {notice}
      <ThemedHero
        theme={theme}
        content={content}
        headingSize={headingSize}
        heading={text('walimatulurus')}
        names={
          <>
            <Hint name="groom_name">{text('groom_name')}</Hint>
            <span className="block text-[0.55em] text-(--card-highlight)">&amp;</span>
            {text('bride_name')}
          </>
        }
        date={
          <WeddingDateEditor value={majlis.date} onChange={(date) => changeThisMajlis({ date })} />
        }
      />
      <InvitationSection
        content={content}
        slots={{
          title: (
            <InlineText
              field="walimatulurus2"
              value={content.walimatulurus2}
              emptyValue="null"
              placeholder="Tiada tajuk"
              onChange={(walimatulurus2) => onChange({ walimatulurus2 })}
            />
          ),
          parents: (
            <Hint name="parent_name" block>
              <div className="font-semibold text-(--card-ink)">{text('parent_name', true)}</div>
            </Hint>
          ),
          message: <div className="mt-4 leading-relaxed">{text('message', true)}</div>,
          groomFullname: text('groom_fullname'),
          brideFullname: <Hint name="bride_fullname">{text('bride_fullname')}</Hint>,
        }}
      />
      <VenueSection
        majlis={majlis}
        slots={{
          location: (
            <Hint name="location">
              <button
                type="button"
                onClick={() => setPanel('location')}
                className={`${editableClass} cursor-pointer px-1`}
              >
                <span className="sr-only">Ubah lokasi: </span>
                <Lines text={majlis.location} inline />
                {majlis.directions[0] && (
                  <span className="mt-1 flex items-center justify-center gap-1 font-sans text-xs opacity-75">
                    <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> Lokasi peta ditetapkan
                  </span>
                )}
              </button>
            </Hint>
          ),
          time: (
            <TimeRangeEditor
              start={majlis.start_time}
              end={majlis.end_time}
              onChange={changeThisMajlis}
            />
          ),
        }}
      />
      <ProgrammeEditor
        items={majlis.tentative}
        startTime={majlis.start_time}
        onSave={(tentative) => changeThisMajlis({ tentative })}
      />
      <DoaCountdownSection
        theme={theme}
        doa={content.doa}
        weddingDate={majlis.date}
        startTime={majlis.start_time}
        doaSlot={
          <Hint name="doa" block>
            <div className="mt-4 leading-relaxed italic">{text('doa', true)}</div>
          </Hint>
        }
      />
    </div>
  );
  const toolBar = (
    <nav
      ref={bar}
      aria-label="Alat kad"
      className={`fixed inset-x-0 bottom-0 z-40 mx-auto flex h-[calc(4rem+env(safe-area-inset-bottom))] max-w-[480px] items-start gap-2 border-t border-neutral-200 bg-white/95 px-3 pt-2 pb-[env(safe-area-inset-bottom)] font-sans shadow-[0_-8px_24px_rgba(0,0,0,0.12)] backdrop-blur ${aside ? besideCardBarClass : ''}`}
    >
      <button
        type="button"
        onClick={() => setPanel(panel === 'fonts' ? null : 'fonts')}
        aria-expanded={panel === 'fonts'}
        aria-busy={fontsLoading || undefined}
        className={`${editorBarButtonClass} border border-emerald-deep/30 text-emerald-deep hover:border-emerald-deep`}
      >
        {fontsLoading ? (
          <Spinner className="h-4 w-4 border-2" />
        ) : (
          <Type className="h-4 w-4" aria-hidden="true" />
        )}
        Select Fonts
      </button>
      {actions}
    </nav>
  );
  const panels = (
    <>
      {panel === 'location' && (
        <LocationDialog
          majlis={majlis}
          onSave={changeThisMajlis}
          onClose={close}
          alsoFocusable={bar}
        />
      )}
      {panel === 'fonts' && (
        <FontPicker
          theme={theme}
          content={content}
          sample={`${content.groom_name} & ${content.bride_name}`}
          onChange={onChange}
          onClose={close}
          alsoFocusable={bar}
        />
      )}
    </>
  );

  if (!aside) {
    return (
      <CardFrame theme={theme} fonts={fonts}>
        {card}
        {toolBar}
        {panels}
      </CardFrame>
    );
  }
  return (
    <CardStage
      theme={theme}
      aside={
        <>
          {toolBar}
          {aside}
        </>
      }
    >
      <CardFrame theme={theme} fonts={fonts}>
        {card}
        {panels}
      </CardFrame>
    </CardStage>
  );
}
