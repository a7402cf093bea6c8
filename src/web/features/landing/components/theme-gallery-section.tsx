import { useEffect, useRef } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { Button } from '@web/components/ui/link-button';
import { useThemeGallery } from '../api/get-themes';
import { ThemeCard } from './theme-card';

/**
 * guest-side §2 "Pilih Tema": 10 themes at a time; the next 10 load when the end marker of the
 * list comes into view (endless scrolling).
 */
export function ThemeGallerySection() {
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
  const total = gallery.data?.pages[0]?.total;

  return (
    <section
      id="pilih-tema"
      aria-labelledby="pilih-tema-tajuk"
      className="mx-auto max-w-6xl px-4 py-16 sm:py-20"
    >
      <p className="text-center text-xs font-semibold tracking-[0.25em] text-gold uppercase">
        Galeri tema
      </p>
      <h2
        id="pilih-tema-tajuk"
        className="mt-2 text-center font-display text-3xl text-emerald-deep sm:text-4xl"
      >
        Pilih Tema
      </h2>
      {total !== undefined && (
        <p className="mt-3 text-center text-muted">
          {total} tema. Tekan Demo untuk melihat kad penuh, atau Pilih Tema Ini untuk mula.
        </p>
      )}
      <ul
        className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5"
        aria-label="Senarai tema"
      >
        {themes.map((theme) => (
          <ThemeCard key={theme.id} theme={theme} />
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
            <p className="text-muted">Maaf. Senarai tema tidak dapat dimuatkan.</p>
            <Button tone="secondary" className="mt-3" onClick={() => void gallery.refetch()}>
              Cuba lagi
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
