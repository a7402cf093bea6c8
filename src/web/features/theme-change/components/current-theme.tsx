import { ExternalLink } from 'lucide-react';
import type { OwnerCard } from '@shared/schemas/owner-card';
import { useTheme } from '@web/api/get-theme';
import { useThemeTitle } from '@web/components/theme-gallery/theme-title';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/**
 * The card's current theme, as its gallery picture. It follows the
 * card's query, so a new theme shows here as soon as the server has taken it.
 */
export function CurrentTheme({ card }: { card: OwnerCard }) {
  const t = useT();
  const theme = useTheme(card.content.theme);
  const title = useThemeTitle()({
    id: theme.data?.id ?? Number(card.content.theme.replace(/^theme/, '')),
  });
  return (
    <section
      aria-labelledby="tema-semasa"
      className="flex gap-4 rounded-3xl border border-gold/25 bg-paper p-4 shadow-sm lg:flex-col lg:items-center lg:p-5 lg:text-center"
    >
      <div className="w-28 shrink-0 overflow-hidden rounded-2xl bg-blush shadow-sm lg:w-full lg:max-w-52">
        {theme.data ? (
          <img
            key={theme.data.thumbnailUrl}
            src={theme.data.thumbnailUrl}
            alt={t('gallery.theme.picture', { theme: title })}
            width={360}
            height={640}
            decoding="async"
            className="aspect-[9/16] w-full object-cover"
          />
        ) : (
          <div className="aspect-[9/16] w-full animate-pulse" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-col justify-center gap-1 lg:items-center">
        <h2
          id="tema-semasa"
          className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase"
        >
          {t('themeChange.current')}
        </h2>
        <p className="font-display text-2xl text-emerald-deep">{title}</p>
        <p className="text-sm break-words text-muted">
          {card.content.groom_name} &amp; {card.content.bride_name}
        </p>
        <a
          href={`/kad/${encodeURIComponent(card.id)}`}
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary', 'mt-2 self-start lg:self-center', 'sm')}
        >
          <span className="px-2">{t('themeChange.viewCard')}</span>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
