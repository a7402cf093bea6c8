import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { ThemeSummary } from '@shared/schemas/theme';
import { useT } from '@web/i18n/use-t';
import { Spinner } from '../ui/spinner';
import { Button } from '../ui/link-button';
import { useThemeGallery } from './get-themes';
import { ThemeGalleryCard } from './theme-gallery-card';

const DEFAULT_GRID = 'mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5';

/**
 * The 100 themes, 10 at a time; the next 10 load when the end marker
 * of the list comes into view (endless scrolling). Each theme shows its picture and title, then
 * what `renderActions` gives it: the page decides what a theme's buttons do.
 */
export function ThemeGallery({
  renderActions,
  currentTheme,
  gridClassName = DEFAULT_GRID,
}: {
  renderActions: (theme: ThemeSummary) => ReactNode;
  /** The theme (`theme12`) a card already uses: marked in the list. */
  currentTheme?: string;
  gridClassName?: string;
}) {
  const t = useT();
  const gallery = useThemeGallery();
  const endMarker = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = gallery;

  useEffect(() => {
    const marker = endMarker.current;
    if (!marker || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
          void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const themes = gallery.data?.pages.flatMap((page) => page.themes) ?? [];

  return (
    <>
      <ul className={gridClassName} aria-label={t('gallery.list.label')}>
        {themes.map((theme) => (
          <ThemeGalleryCard key={theme.id} theme={theme} current={theme.name === currentTheme}>
            {renderActions(theme)}
          </ThemeGalleryCard>
        ))}
      </ul>
      <div
        ref={endMarker}
        className="flex min-h-16 items-center justify-center pt-8"
        data-testid="gallery-end"
      >
        {(gallery.isPending || isFetchingNextPage) && !gallery.isError && (
          <Spinner className="h-8 w-8" />
        )}
        {gallery.isError && (
          <div className="text-center">
            <p className="text-muted">{t('gallery.list.error')}</p>
            <Button tone="secondary" className="mt-3" onClick={() => void gallery.refetch()}>
              {t('gallery.list.retry')}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
