import { whatsappLink } from '@shared/contact/phone';
import { useT } from '@web/i18n/use-t';
import { useSettings } from '../api/get-settings';
import { useStoredFlag } from '../hooks/use-stored-flag';
import { WhatsappIcon } from './icons/whatsapp-icon';

// A floating help button on the visitor pages that opens a chat with the
// support number from settings; expanded or minimised, toggled by the visitor and remembered
// (local storage key `wa`, as the spec's draft keys name it). The chat starts with a greeting in
// the visitor's language, so support answers in it.

// Below `md` the expanded pill floats over the page (see below), so there it starts minimised,
// until the visitor opens it; wider screens start expanded, in the header.
const startsMinimised = () => window.matchMedia('(max-width: 767px)').matches;

// A button floating in the bottom corner would cover whatever scrolled under it (the
// right end of Submit on /addcontacts, the footer in maintenance mode, Log Masuk on the landing
// page of a 390 × 844 phone). It now floats in the corner of the fixed site header instead, where
// the page has nothing (the logo is centred, the language switch on the left): the minimised
// button at every width, the expanded pill from `md` up, where it fits beside the logo. Only the
// expanded pill on a narrower screen, which the visitor opened themself, floats at the bottom;
// the end of the page keeps room for it (BottomRoom), so the page's last lines and buttons always
// scroll clear.

/**
 * Room for the floating pill at the very end of the page, after the footer (the layout draws the
 * button right after it). On phones the footer's own bottom padding (pb-24) is that room; from
 * `sm` the footer's padding is slimmer than the pill, so this adds the rest, in the footer's
 * colour; from `md` the pill sits in the header and needs none.
 */
function BottomRoom() {
  return <div aria-hidden="true" className="hidden h-10 shrink-0 bg-paper sm:block md:hidden" />;
}

export function HelpButton() {
  const t = useT();
  const { data: settings } = useSettings();
  const [minimised, setMinimised] = useStoredFlag('wa', startsMinimised);
  if (!settings?.whatsapp_no) return null;
  const href = whatsappLink(settings.whatsapp_no, t('layout.help.chatText'));
  if (minimised) return <MinimisedHelp onOpen={() => setMinimised(false)} />;
  return (
    <>
      <BottomRoom />
      <ExpandedHelp href={href} onMinimise={() => setMinimised(true)} />
    </>
  );
}

function MinimisedHelp({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('layout.help.open')}
      // In the header's corner, lined up with its content (max-w-6xl, px-4).
      className="fixed top-3 right-[max(1rem,calc((100vw-72rem)/2+1rem))] z-50 grid h-10 w-10 place-items-center rounded-full bg-[#1f9d55] text-white shadow-md shadow-black/15 transition hover:scale-105"
    >
      <WhatsappIcon className="h-6 w-6" />
    </button>
  );
}

function ExpandedHelp({ href, onMinimise }: { href: string; onMinimise: () => void }) {
  const t = useT();
  return (
    <div className="fixed right-4 bottom-4 z-50 flex items-center gap-1 rounded-full bg-[#1f9d55] py-1 pr-1 pl-1 text-white shadow-lg shadow-black/20 md:top-2.5 md:right-[max(1rem,calc((100vw-72rem)/2+1rem))] md:bottom-auto md:shadow-md md:shadow-black/15">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-2 rounded-full py-2 pr-2 pl-3 text-sm font-semibold"
      >
        <WhatsappIcon />
        <span>{t('layout.help.chat')}</span>
      </a>
      <button
        type="button"
        onClick={onMinimise}
        aria-label={t('layout.help.minimise')}
        className="grid h-9 w-9 place-items-center rounded-full text-lg leading-none hover:bg-white/15"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
