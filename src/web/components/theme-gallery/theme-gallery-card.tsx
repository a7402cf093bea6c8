import type { ReactNode } from 'react';
import type { ThemeSummary } from '@shared/schemas/theme';
import { useT } from '@web/i18n/use-t';
import { useThemeTitle } from './theme-title';

/**
 * One theme in a gallery: its picture and title, then the buttons the page gives it (the landing
 * page's Demo and Pilih Tema Ini, the owner's Preview and Pilih Ini). `current` marks the theme a
 * card already uses.
 */
export function ThemeGalleryCard({
  theme,
  current = false,
  children,
}: {
  theme: ThemeSummary;
  current?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const title = useThemeTitle()(theme);
  return (
    <li
      aria-current={current ? 'true' : undefined}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-paper shadow-sm ${
        current ? 'border-gold ring-2 ring-gold/60' : 'border-gold/20'
      }`}
    >
      <img
        src={theme.thumbnailUrl}
        alt={t('gallery.theme.picture', { theme: title })}
        width={360}
        height={640}
        loading="lazy"
        decoding="async"
        className="aspect-[9/16] w-full bg-blush object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="text-center font-display text-lg text-emerald-deep">{title}</h3>
        {children}
      </div>
    </li>
  );
}
