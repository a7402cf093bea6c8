import { useT } from '@web/i18n/use-t';

/** Why each message is one tap (say so in the page's help text). */
export function WhatsappHelp({ className = '' }: { className?: string }) {
  const t = useT();
  return <p className={`text-sm text-muted ${className}`}>{t('guestList.whatsappHelp')}</p>;
}
