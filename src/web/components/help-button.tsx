import { whatsappLink } from '@shared/contact/phone';
import { useSettings } from '../api/get-settings';
import { useStoredFlag } from '../hooks/use-stored-flag';
import { WhatsappIcon } from './icons/whatsapp-icon';

// guest-side §1 and §4: a floating help button on the visitor pages that opens a chat with the
// support number from settings; expanded or minimised, toggled by the visitor and remembered
// (local storage key `wa`, as the spec's draft keys name it).
const HELP_TEXT = 'Salam, saya ada soalan tentang kad kahwin digital Jemput.';

// On a phone the expanded pill would cover the page's own buttons, so phones start minimised
// until the visitor opens it; wider screens start expanded.
const startsMinimised = () => window.matchMedia('(max-width: 639px)').matches;

export function HelpButton() {
  const { data: settings } = useSettings();
  const [minimised, setMinimised] = useStoredFlag('wa', startsMinimised);
  if (!settings?.whatsapp_no) return null;
  const href = whatsappLink(settings.whatsapp_no, HELP_TEXT);

  if (minimised) {
    return (
      <button
        type="button"
        onClick={() => setMinimised(false)}
        aria-label="Buka bantuan WhatsApp"
        className="fixed right-4 bottom-4 z-50 grid h-14 w-14 place-items-center rounded-full bg-[#1f9d55] text-white shadow-lg shadow-black/20 transition hover:scale-105"
      >
        <WhatsappIcon className="h-7 w-7" />
      </button>
    );
  }

  return (
    <div className="fixed right-4 bottom-4 z-50 flex items-center gap-1 rounded-full bg-[#1f9d55] py-1 pr-1 pl-1 text-white shadow-lg shadow-black/20">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-2 rounded-full py-2 pr-2 pl-3 text-sm font-semibold"
      >
        <WhatsappIcon />
        <span>Ada soalan? WhatsApp kami</span>
      </a>
      <button
        type="button"
        onClick={() => setMinimised(true)}
        aria-label="Kecilkan bantuan"
        className="grid h-9 w-9 place-items-center rounded-full text-lg leading-none hover:bg-white/15"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
