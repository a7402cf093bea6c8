import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Plus, Type } from 'lucide-react';
import type { CardContent, Majlis } from '@shared/card/card-content';
import { MAX_MAJLIS } from '@shared/card/card-content';
import type { CardTextField } from '@shared/card/card-input';
import { firstMajlis, majlisTitle, nextMajlis } from '@shared/card/majlis';
import type { ThemeDetail } from '@shared/schemas/theme';
import type { CardLanguage } from '@shared/i18n/card-words';
import { DEFAULT_CARD_LANGUAGE } from '@shared/i18n/card-words';
import { SiteCardWords } from '@web/i18n/site-card-words';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { CardFrame } from '@web/themes/card-frame';
import { CardStage } from '@web/themes/card-stage';
import { DoaCountdownSection } from '@web/themes/sections/doa-countdown-section';
import { InvitationSection, invitationHeading } from '@web/themes/sections/invitation-section';
import type { CardFonts } from '@web/themes/theme-style';
import { ThemedHero } from '@web/themes/themed-hero';
import { useT } from '@web/i18n/use-t';
import type { EnglishCardText } from '@shared/card/english-texts';
import { englishKey } from '@shared/card/english-texts';
import { AddMajlisDialog } from './components/add-majlis-dialog';
import { EnglishInline } from './components/english-inline';
import { cardPillClass, cardQuietButtonClass } from './components/editor-ui';
import { FontPicker } from './components/font-picker';
import { Hint } from './components/hint';
import { InlineText } from './components/inline-text';
import { LocationDialog } from './components/location-dialog';
import { MajlisEditor } from './components/majlis-editor';
import { OneMajlisEditor } from './components/one-majlis-editor';
import type { HijriSetting } from './components/wedding-date-editor';
import { WeddingDateEditor } from './components/wedding-date-editor';
import { useMajlisList } from './hooks/use-majlis-list';
import { majlisAt } from './utils/change-majlis';
import { takenIds } from './utils/majlis-list';

export type CardPatch = Partial<CardContent>;

type Panel =
  | { kind: 'location'; index: number }
  | { kind: 'fonts' }
  | { kind: 'add-majlis' }
  | { kind: 'remove-majlis'; index: number };

/** What removing a majlis asks first: its answers go too when the card is saved. */
function removeQuestion(t: ReturnType<typeof useT>, majlis: Majlis, answers: number) {
  const title = majlisTitle(majlis);
  return answers > 0
    ? t('editorMajlis.removeMajlis.answered', { answers, title })
    : t('editorMajlis.removeMajlis.question', { title });
}

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
 * keep a published card. The bottom bar has Select Fonts and the page's own actions. A card of
 * one majlis looks as it always did (OneMajlisEditor, its date in the hero); a card of several
 * shows each majlis in a part of its own (MajlisEditor), in the couple's order.
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
  answers,
  below,
  language = DEFAULT_CARD_LANGUAGE,
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
  /**
   * How many RSVPs answered each majlis, by id (the edit page's stored card): removing a majlis
   * that has some says so before it goes.
   */
  answers?: ReadonlyMap<string, number>;
  /** Sections of the stored card below the rest (the edit page's photos, saved at once). */
  below?: ReactNode;
  /** The card's language: its fixed words show in it, as guests will read them. */
  language?: CardLanguage;
}) {
  const t = useT();
  const [panel, setPanel] = useState<Panel | null>(null);
  const bar = useRef<HTMLElement>(null);
  // The bar (with a hint strip above it on the edit page) stays over the card's bottom edge on a
  // phone: whatever the browser brings into view (a field or button focused, a row added) it
  // brings above the bar, never under it.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '7rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  const close = () => setPanel(null);
  const list = content.majlis;
  const several = list.length > 1;
  const hijri: HijriSetting = {
    show_hijri: content.show_hijri,
    hijri_adjust: content.hijri_adjust,
  };
  const majlis = useMajlisList(content, onChange, language);
  const taken = takenIds(list);

  const text = (field: CardTextField, multiline = false) => (
    <InlineText
      field={field}
      value={content[field]}
      multiline={multiline}
      onChange={(value) => onChange({ [field]: value })}
    />
  );
  // The English version beneath a text, in a card in both languages (nothing otherwise).
  const english = (field: EnglishCardText, malay: string, multiline = false) => (
    <EnglishInline
      field={field}
      malay={malay}
      value={content[englishKey(field)]}
      multiline={multiline}
      onChange={(value) => onChange({ [englishKey(field)]: value })}
    />
  );
  const first = majlisAt(content, 0);
  // The countdown waits for the next majlis not yet over (the earliest's, all zero, once all are).
  const counted = nextMajlis(list, new Date()) ?? firstMajlis(list);
  const addButton = (quiet: boolean) =>
    list.length < MAX_MAJLIS && (
      <button
        type="button"
        onClick={() => setPanel({ kind: 'add-majlis' })}
        className={quiet ? cardQuietButtonClass : cardPillClass}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('editorMajlis.addMajlis.button')}
      </button>
    );

  const everyMajlis = (
    <>
      {list.map((item, index) => (
        <MajlisEditor
          key={item.id}
          majlis={item}
          index={index}
          count={list.length}
          hijri={hijri}
          taken={taken}
          problem={majlis.refusalOf(item.id)}
          onChange={majlis.change(index)}
          onDate={majlis.changeDate(index)}
          onLocation={() => setPanel({ kind: 'location', index })}
          onInviteOnly={majlis.setInviteOnly(index)}
          onMove={(step) => majlis.move(index, step)}
          onRemove={() => {
            if (majlis.mayRemove(index)) setPanel({ kind: 'remove-majlis', index });
          }}
        />
      ))}
      <div className="flex justify-center px-5 py-2">{addButton(false)}</div>
    </>
  );

  // Hint bubbles stay inside the card (data-hint-bounds); one that could not would be cut,
  // never widening the page.
  const card = (
    <div
      data-hint-bounds=""
      inert={panel !== null}
      // Native date and time pickers drawn light or dark, as the theme is.
      style={{ colorScheme: theme.textColour ? 'dark' : 'light' }}
      // Room at the end for the bar, and for a hint strip above it (the edit page's contacts).
      className={`overflow-x-clip pb-28 ${aside ? 'lg:pb-12' : ''}`}
    >
      {notice}
      <ThemedHero
        theme={theme}
        content={content}
        headingSize={headingSize}
        heading={
          <>
            {text('walimatulurus')}
            {english('walimatulurus', content.walimatulurus)}
          </>
        }
        names={
          <>
            <Hint name="groom_name">{text('groom_name')}</Hint>
            <span className="block text-[0.55em] text-(--card-highlight)">&amp;</span>
            {text('bride_name')}
          </>
        }
        // Several majlis: the hero shows the earliest's date; each is changed in its own part.
        date={
          several ? undefined : (
            <WeddingDateEditor value={first.date} hijri={hijri} onChange={majlis.changeDate(0)} />
          )
        }
      />
      <InvitationSection
        content={content}
        slots={{
          title: (
            <>
              <InlineText
                field="walimatulurus2"
                value={content.walimatulurus2}
                emptyValue="null"
                placeholder={t('editor.noTitle')}
                onChange={(walimatulurus2) => onChange({ walimatulurus2 })}
              />
              {english('walimatulurus2', invitationHeading(content.walimatulurus2) ?? '')}
            </>
          ),
          parents: (
            <Hint name="parent_name" block>
              <div className="font-semibold text-(--card-ink)">{text('parent_name', true)}</div>
              {english('parent_name', content.parent_name, true)}
            </Hint>
          ),
          message: (
            <div className="mt-4 leading-relaxed">
              {text('message', true)}
              {english('message', content.message, true)}
            </div>
          ),
          groomFullname: text('groom_fullname'),
          brideFullname: <Hint name="bride_fullname">{text('bride_fullname')}</Hint>,
        }}
      />
      {several ? (
        everyMajlis
      ) : (
        <OneMajlisEditor
          majlis={first}
          taken={taken}
          onChange={majlis.change(0)}
          onLocation={() => setPanel({ kind: 'location', index: 0 })}
          addButton={addButton(true)}
        />
      )}
      <DoaCountdownSection
        theme={theme}
        doa={content.doa}
        weddingDate={counted.date}
        startTime={counted.start_time}
        doaSlot={
          <Hint name="doa" block>
            <div className="mt-4 leading-relaxed italic">
              {text('doa', true)}
              {english('doa', content.doa, true)}
            </div>
          </Hint>
        }
      />
      {below}
    </div>
  );
  const toolBar = (
    <nav
      ref={bar}
      aria-label={t('editor.toolbar')}
      className={`fixed inset-x-0 bottom-0 z-40 mx-auto flex h-[calc(4rem+env(safe-area-inset-bottom))] max-w-[480px] items-start gap-2 border-t border-neutral-200 bg-white/95 px-3 pt-2 pb-[env(safe-area-inset-bottom)] font-sans shadow-[0_-8px_24px_rgba(0,0,0,0.12)] backdrop-blur ${aside ? besideCardBarClass : ''}`}
    >
      <button
        type="button"
        onClick={() => setPanel(panel?.kind === 'fonts' ? null : { kind: 'fonts' })}
        aria-expanded={panel?.kind === 'fonts'}
        aria-busy={fontsLoading || undefined}
        className={`${editorBarButtonClass} border border-emerald-deep/30 text-emerald-deep hover:border-emerald-deep`}
      >
        {fontsLoading ? (
          <Spinner className="h-4 w-4 border-2" />
        ) : (
          <Type className="h-4 w-4" aria-hidden="true" />
        )}
        {t('editor.selectFonts')}
      </button>
      {actions}
    </nav>
  );
  const located = panel?.kind === 'location' ? list[panel.index] : undefined;
  const removed = panel?.kind === 'remove-majlis' ? list[panel.index] : undefined;
  const panels = (
    <>
      {panel?.kind === 'location' && located && (
        <LocationDialog
          majlis={located}
          title={
            several ? t('editor.location.ofMajlis', { title: majlisTitle(located) }) : undefined
          }
          onSave={majlis.change(panel.index)}
          onClose={close}
          alsoFocusable={bar}
        />
      )}
      {panel?.kind === 'fonts' && (
        <FontPicker
          theme={theme}
          content={content}
          sample={`${content.groom_name} & ${content.bride_name}`}
          onChange={onChange}
          onClose={close}
          alsoFocusable={bar}
        />
      )}
      {panel?.kind === 'add-majlis' && (
        <AddMajlisDialog
          onAdd={(choice) => {
            close();
            majlis.add(choice);
          }}
          onClose={close}
          alsoFocusable={bar}
        />
      )}
      {panel?.kind === 'remove-majlis' && removed && (
        <ConfirmDialog
          title={t('editorMajlis.removeMajlis.title', { title: majlisTitle(removed) })}
          message={removeQuestion(t, removed, answers?.get(removed.id) ?? 0)}
          confirmLabel={t('editorMajlis.removeMajlis.confirm')}
          onConfirm={() => {
            close();
            majlis.remove(panel.index);
          }}
          onCancel={close}
        />
      )}
    </>
  );

  if (!aside) {
    return (
      <SiteCardWords language={language}>
        <CardFrame theme={theme} fonts={fonts}>
          {card}
          {toolBar}
          {panels}
        </CardFrame>
      </SiteCardWords>
    );
  }
  return (
    <SiteCardWords language={language}>
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
    </SiteCardWords>
  );
}
