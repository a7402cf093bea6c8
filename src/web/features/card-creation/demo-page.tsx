import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Pencil } from 'lucide-react';
import { firstMajlis } from '@shared/card/majlis';
import { telLink, whatsappLink } from '@shared/contact/phone';
import { useTheme } from '@web/api/get-theme';
import { AddToCalendarPreview } from '@web/components/card-panels/add-to-calendar-preview';
import { BottomBar } from '@web/components/card-panels/bottom-bar';
import { ContactsPanel } from '@web/components/card-panels/contacts-panel';
import { DatePanel } from '@web/components/card-panels/date-panel';
import { LocationPanel } from '@web/components/card-panels/location-panel';
import { PANEL_TITLES } from '@web/components/card-panels/panel-buttons';
import type { PanelName } from '@web/components/card-panels/panel-buttons';
import { PreviewNote } from '@web/components/card-panels/preview-note';
import { NotFoundPage } from '@web/components/not-found-page';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useCardDraft } from '@web/lib/draft-store';
import { useDraftLanguage } from '@web/lib/draft-language';
import { useT } from '@web/i18n/use-t';
import { useCardWords } from '@web/i18n/card-words';
import { SiteCardWords } from '@web/i18n/site-card-words';
import { CardSection } from '@web/themes/sections/card-section';
import { ThemedCard } from '@web/themes/themed-card';
import { useCardFonts } from '@web/themes/use-card-fonts';

// The form loads only when the RSVP panel is opened, as on the guest card.
const RsvpForm = lazy(() => import('@web/components/card-panels/rsvp-form'));

/**
 * The guest card's buttons on a new card: RSVP is on for every new card;
 * salam kaut and gift ideas are switched on later, from the card's own pages.
 */
const DEMO_PANELS: readonly PanelName[] = ['contacts', 'location', 'rsvp', 'date'];

/**
 * The card's read-only final view with its bottom bar, preview variant (`/demo`):
 * the card as the draft stands, in its theme (theme6 by default) and chosen fonts, with the
 * guest card's own bottom bar (contacts, location, RSVP, date) and the spec's Next to Tambah
 * Contacts, so the couple sees what guests will tap. Nothing is sent from here: the card does
 * not exist yet, so the RSVP form and the calendar buttons show switched off, with a note.
 */
export function DemoPage() {
  // The couple's new card, as guests will see it: in the language it will be published in.
  const language = useDraftLanguage();
  return (
    <SiteCardWords language={language}>
      <DemoCard />
    </SiteCardWords>
  );
}

function DemoCard() {
  const [draft] = useCardDraft();
  const t = useT();
  const words = useCardWords();
  const theme = useTheme(draft.theme);
  const { fonts, headingSize } = useCardFonts(theme.data, draft);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const bar = useRef<HTMLElement>(null);
  const close = useCallback(() => setPanel(null), []);
  const toggle = (name: PanelName) => setPanel((open) => (open === name ? null : name));

  if (theme.isError) return <NotFoundPage />;
  if (!theme.data || !fonts) return <FullScreenSpinner />;
  const content = { ...draft, H2size: headingSize };
  const majlis = firstMajlis(draft.majlis);
  const direction = majlis.directions[0];

  return (
    <div className="relative">
      <PageMeta title={siteTitle(t('create.demo.title'))} noindex />
      <div inert={panel !== null}>
        <Link
          to={`/create/${draft.theme}`}
          // At the card's top left corner (the card is at most 480 px wide, centred).
          className="fixed top-3 left-[max(0.75rem,calc(50%-240px+0.75rem))] z-30 flex h-10 items-center gap-1.5 rounded-full bg-white/90 px-4 text-sm font-semibold text-ink shadow-md backdrop-blur print:hidden"
        >
          <Pencil className="h-4 w-4" aria-hidden="true" /> {t('create.demo.change')}
        </Link>
        <ThemedCard theme={theme.data} content={content} fonts={fonts}>
          <CardSection
            label={words.line('card.panel.contacts')}
            title={words.say('card.panel.contacts')}
          >
            {draft.contacts.length === 0 ? (
              <p>{words.say('card.contacts.none')}</p>
            ) : (
              <ul className="space-y-2">
                {draft.contacts.map((contact, i) => (
                  <li key={i}>
                    <span className="font-semibold text-(--card-ink)">{contact.name}</span>
                    <span className="mt-1 flex justify-center gap-3 text-sm underline">
                      {contact.contactMethod !== 'whatsapp' && (
                        <a href={telLink(contact.phoneNumber)}>
                          {words.line('card.contacts.call')}
                        </a>
                      )}
                      {contact.contactMethod !== 'phonecall' && (
                        <a href={whatsappLink(contact.phoneNumber)}>WhatsApp</a>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardSection>
          {direction && (
            <CardSection
              label={words.line('card.panel.location')}
              title={words.say('card.panel.location')}
            >
              <p className="font-semibold text-(--card-ink)">{direction.locationName}</p>
              <p className="mt-2 flex justify-center gap-4 text-sm underline">
                <a href={direction.googleMapsUrl} target="_blank" rel="noopener noreferrer">
                  Google Maps
                </a>
                <a href={direction.wazeUrl} target="_blank" rel="noopener noreferrer">
                  Waze
                </a>
              </p>
            </CardSection>
          )}
          {/* Room for the bottom bar under the last section. */}
          <div aria-hidden="true" className="h-16" />
        </ThemedCard>
      </div>

      {panel && (
        <SheetDialog
          title={words.say(PANEL_TITLES[panel])}
          closeLabel={words.line('card.dialog.close')}
          onClose={close}
          alsoFocusable={bar}
        >
          {panel === 'contacts' && (
            <>
              <ContactsPanel contacts={draft.contacts} />
              {draft.contacts.length === 0 && (
                <PreviewNote>{t('create.demo.contactsNote')}</PreviewNote>
              )}
            </>
          )}
          {panel === 'location' && (
            <>
              <LocationPanel direction={direction} venue={majlis.location} />
              {!direction && <PreviewNote>{t('create.demo.locationNote')}</PreviewNote>}
            </>
          )}
          {panel === 'rsvp' && (
            <Suspense fallback={<p className="py-8 text-center">{t('create.demo.loading')}</p>}>
              <RsvpForm askEmail={false} />
            </Suspense>
          )}
          {panel === 'date' && (
            <DatePanel majlis={majlis}>
              <AddToCalendarPreview />
            </DatePanel>
          )}
        </SheetDialog>
      )}
      <div className="print:hidden">
        <BottomBar panels={DEMO_PANELS} open={panel} onToggle={toggle} barRef={bar}>
          <li className="flex-1">
            <Link
              to="/addcontacts"
              className="flex h-full w-full flex-col items-center justify-center gap-1 bg-emerald-deep text-[0.7rem] font-semibold text-white transition hover:bg-emerald-ink"
            >
              <ArrowRight className="h-5 w-5" aria-hidden="true" strokeWidth={1.8} />
              {t('create.demo.next')}
            </Link>
          </li>
        </BottomBar>
      </div>
    </div>
  );
}
