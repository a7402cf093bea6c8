import { useT } from '@web/i18n/use-t';
import { LogoMark } from './logo';

/** A footer with a copyright line and the current year. */
export function SiteFooter() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-gold/20 bg-paper">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 pt-10 pb-24 text-center sm:pb-10">
        <LogoMark className="h-8 w-8" />
        <p className="font-display text-lg italic text-emerald-deep">
          {t('layout.footer.tagline')}
        </p>
        <p className="text-sm text-muted">{t('layout.footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
