import { MessageSquareText, Send, BellRing } from 'lucide-react';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { WhatsappHelp } from './whatsapp-help';

/** The sending flows and the messages they send, with why each message is one tap. */
export function SendPanel({
  unsent,
  awaiting,
  onInvite,
  onRemind,
  onTemplates,
}: {
  /** Parties not sent their invitation yet. */
  unsent: number;
  /** Parties invited that have not replied. */
  awaiting: number;
  onInvite: () => void;
  onRemind: () => void;
  onTemplates: () => void;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="hantar-jemputan"
      className="space-y-3 rounded-3xl border border-emerald-deep/10 bg-paper p-4 shadow-sm"
    >
      <h2 id="hantar-jemputan" className="font-semibold text-ink">
        {t('guestList.send.heading')}
      </h2>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        <Button className="col-span-2 lg:col-span-1" onClick={onInvite}>
          <Send className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t('guestList.send.next', { count: unsent })}
        </Button>
        <Button tone="secondary" onClick={onRemind}>
          <BellRing className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('guestList.send.remind', { count: awaiting })}
        </Button>
        <Button tone="secondary" onClick={onTemplates}>
          <MessageSquareText className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('guestList.send.templates')}
        </Button>
      </div>
      <WhatsappHelp className="text-xs leading-relaxed" />
    </section>
  );
}
