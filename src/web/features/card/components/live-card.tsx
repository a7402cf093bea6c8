import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { CardPageData } from '@shared/card/card-page';
import { heroHeading } from '@shared/card/card-page';
import { firstMajlis } from '@shared/card/majlis';
import { autoScrollDelayMs } from '@shared/card/presentation';
import { AddToCalendar, MajlisCalendar } from '@web/components/card-panels/add-to-calendar';
import { BottomBar } from '@web/components/card-panels/bottom-bar';
import { ContactsPanel } from '@web/components/card-panels/contacts-panel';
import { DatePanel } from '@web/components/card-panels/date-panel';
import { LocationPanel, MajlisLocations } from '@web/components/card-panels/location-panel';
import { PANEL_TITLES } from '@web/components/card-panels/panel-buttons';
import type { PanelName } from '@web/components/card-panels/panel-buttons';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { useCardWords } from '@web/i18n/card-words';
import { majlisDateWords } from '@web/i18n/majlis-words';
import { CardFrame } from '@web/themes/card-frame';
import { DoaCountdownSection } from '@web/themes/sections/doa-countdown-section';
import { InvitationSection } from '@web/themes/sections/invitation-section';
import { majlisSections } from '@web/themes/sections/majlis-section';
import { ThemedHero } from '@web/themes/themed-hero';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useScrollPresentation } from '../hooks/use-scroll-presentation';
import { useWishes } from '../hooks/use-wishes';
import { useYoutubeMusic } from '../hooks/use-youtube-music';
import { forgetPass, savePass } from '../utils/saved-pass';
import { AfterHydration } from './after-hydration';
import { CardBody } from './card-body';
import { CardFooter } from './card-footer';
import { HeroNames } from './hero-names';
import { IntroOverlay } from './intro-overlay';
import { MusicButton } from './music-button';
import { MyPassLink } from './my-pass-link';
import { SalamKautPanel } from './panels/salam-kaut-panel';
import { WishesSection } from './wishes-section';
import { HeldSection, heldNote } from './held-section';
import { GallerySection } from './gallery/gallery-section';

// The form and its zod schema load only when a guest opens the RSVP panel.
const RsvpPanel = lazy(() => import('./panels/rsvp-panel'));

type LiveCardData = Extract<CardPageData, { state: 'live' }>;

/**
 * The sections in order, the bottom bar, the intro and the music. Once `held` (the last majlis
 * is over) the card thanks its guests after the hero, and the RSVP, the countdown and the
 * calendar step aside; the wishes stay.
 */
export function LiveCard({ data, held }: { data: LiveCardData; held: boolean }) {
  const { card, theme, fonts, greeting, renderedAt } = data;
  const { content, features } = card;
  // The majlis this guest may see (the server sent no others), earliest first.
  const majlis = firstMajlis(content.majlis);
  const several = content.majlis.length > 1;
  const reducedMotion = useReducedMotion();
  const words = useCardWords();
  const [introOpen, setIntroOpen] = useState(features.music);
  const [heroActive, setHeroActive] = useState(!features.music);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const musicFrame = useRef<HTMLIFrameElement>(null);
  const music = useYoutubeMusic(musicFrame, features.yt_id, features.music_start);
  const { wishes, loaded, addWish } = useWishes(card.id);
  const sections = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement>(null);

  useScrollPresentation(sections, !reducedMotion && !introOpen);
  useAutoScroll(
    heroActive && !introOpen && !reducedMotion,
    autoScrollDelayMs(content.groom_name, content.bride_name),
  );
  // Opened from a party's personal link (`/kad/<id>/<token>`): its invitation, for the
  // RSVP form. That code loads only for an address longer than `/kad/<id>`, after the card has
  // taken over: the plain card's script and HTML stay as they were.
  useEffect(() => {
    const { pathname } = window.location;
    if (pathname.split('/').filter(Boolean).length <= 2) return;
    void import('../utils/party-invitation').then(({ openInvitation }) =>
      openInvitation(card.id, pathname, { save: savePass, forget: forgetPass }),
    );
  }, [card.id]);
  // The page does not scroll under the intro overlay (the server set the class for first paint).
  useEffect(() => {
    document.body.classList.toggle('intro-open', introOpen);
  }, [introOpen]);

  const rsvpOpen = features.rsvp && !held;
  const panels: PanelName[] = [
    'contacts',
    'location',
    ...(rsvpOpen ? (['rsvp'] as const) : []),
    ...(features.salam_kaut || features.gift ? (['salam-kaut'] as const) : []),
    ...(held ? [] : (['date'] as const)),
  ];
  // Drawn held by the server (with the couple's note), or turned while the guest had it open.
  const turnedWhileOpen =
    held && features.held_at !== null && renderedAt < Date.parse(features.held_at);
  const toggle = (name: PanelName) => setPanel((open) => (open === name ? null : name));
  const close = useCallback(() => setPanel(null), []);
  const opened = useCallback(() => {
    setIntroOpen(false);
    setHeroActive(true);
  }, []);

  return (
    <CardFrame theme={theme} fonts={fonts}>
      <CardBody covered={introOpen || panel !== null} bodyRef={sections}>
        <div className={heroActive ? 'hero-active' : undefined} data-card-hero="">
          <ThemedHero
            theme={theme}
            content={content}
            headingSize={fonts.headingSize}
            greeting={greeting}
            names={<HeroNames groom={content.groom_name} bride={content.bride_name} />}
          />
        </div>
        {held && (
          <div data-reveal="">
            <Suspense>
              <HeldSection
                cardId={card.id}
                majlis={content.majlis}
                couple={`${content.groom_name} & ${content.bride_name}`}
                thanksNote={features.thanks_note}
                turnedWhileOpen={turnedWhileOpen}
              />
            </Suspense>
          </div>
        )}
        {/* Each section below the hero is a Suspense boundary: React hydrates the hero, the bar
            and the intro first and commits them, then the sections at a lower priority, in short
            slices (no long task while the card loads). Nothing in them suspends; the
            server's HTML stays as it is. */}
        <div data-reveal="">
          <Suspense>
            <InvitationSection content={content} />
          </Suspense>
        </div>
        {majlisSections(content).map(({ key, section }) => (
          <Revealed key={key}>{section}</Revealed>
        ))}
        <div data-reveal="">
          <Suspense>
            <DoaCountdownSection
              theme={theme}
              doa={content.doa}
              doaEnglish={content.doa_en}
              majlis={content.majlis}
              initialNow={renderedAt}
              held={held}
            />
          </Suspense>
        </div>
        {data.photos.length > 0 && (
          <Revealed>
            <GallerySection photos={data.photos} />
          </Revealed>
        )}
        <div data-reveal="">
          <Suspense>
            <WishesSection
              wishes={wishes}
              loaded={loaded}
              autoplay={!reducedMotion}
              onWrite={rsvpOpen ? () => setPanel('rsvp') : undefined}
            />
          </Suspense>
        </div>
        <Suspense>
          <CardFooter />
        </Suspense>
      </CardBody>

      {panel && (
        <SheetDialog
          title={words.say(PANEL_TITLES[panel])}
          closeLabel={words.line('card.dialog.close')}
          onClose={close}
          alsoFocusable={bar}
        >
          {panel === 'contacts' && <ContactsPanel contacts={content.contacts} />}
          {panel === 'location' &&
            (several ? (
              <MajlisLocations majlis={content.majlis} />
            ) : (
              <LocationPanel direction={majlis.directions[0]} venue={majlis.location} />
            ))}
          {panel === 'date' && held && (
            // Open as the last majlis ended: the calendar has nothing left to add.
            <p className="py-6 text-center text-neutral-800">{heldNote(words, content.majlis)}</p>
          )}
          {panel === 'date' &&
            !held &&
            (several ? (
              <MajlisCalendar cardId={card.id} content={content} />
            ) : (
              <DatePanel majlis={majlis} hijri={majlisDateWords(words, majlis, content).hijri}>
                <AddToCalendar cardId={card.id} content={content} majlis={majlis} />
              </DatePanel>
            ))}
          {panel === 'salam-kaut' && (
            <SalamKautPanel qrImage={features.salam_kaut} gifts={features.gift} />
          )}
          {panel === 'rsvp' && held && (
            // Open as the last majlis ended: the form gives way to the card's note.
            <p className="py-6 text-center text-neutral-800">{words.say('card.held.rsvpClosed')}</p>
          )}
          {panel === 'rsvp' && !held && (
            <Suspense fallback={<p className="py-8 text-center">{words.say('card.loading')}</p>}>
              <RsvpPanel
                cardId={card.id}
                askEmail={features.email_input}
                onWish={addWish}
                majlis={content.majlis}
                closesOn={features.rsvp_closes_on}
              />
            </Suspense>
          )}
        </SheetDialog>
      )}
      <BottomBar panels={panels} open={panel} onToggle={toggle} barRef={bar} />

      {features.music && !introOpen && (
        <AfterHydration>
          <MusicButton playing={music.playing} onToggle={music.toggle} />
        </AfterHydration>
      )}
      {!introOpen && panel === null && (
        // Its own boundary too: reading this browser's storage the first time blocks for a
        // moment, so it is done after the card has taken over, in a task of its own.
        <Suspense>
          <MyPassLink cardId={card.id} />
        </Suspense>
      )}
      {music.src && (
        <iframe
          ref={musicFrame}
          src={music.src}
          title={words.line('card.music.frame')}
          allow="autoplay; encrypted-media"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none fixed bottom-0 left-0 h-px w-px opacity-0"
        />
      )}
      {introOpen && (
        <IntroOverlay
          heading={heroHeading(content, words.line('card.hero.heading'))}
          groom={content.groom_name}
          bride={content.bride_name}
          greeting={greeting}
          reducedMotion={reducedMotion}
          onOpen={music.begin}
          onOpened={opened}
        />
      )}
    </CardFrame>
  );
}

/**
 * A section below the hero: revealed as it comes into view, and a Suspense boundary of its own
 * (see LiveCard).
 */
function Revealed({ children }: { children: ReactNode }) {
  return (
    <div data-reveal="">
      <Suspense>{children}</Suspense>
    </div>
  );
}
