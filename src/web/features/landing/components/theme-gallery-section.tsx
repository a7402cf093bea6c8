import { useThemeTotal } from '@web/components/theme-gallery/get-themes';
import { ThemeGallery } from '@web/components/theme-gallery/theme-gallery';
import { ThemeCardActions } from './theme-card-actions';

/**
 * The gallery of the 100 themes (10 at a time as you scroll), each
 * with Demo and Pilih Tema Ini.
 */
export function ThemeGallerySection() {
  const total = useThemeTotal();
  return (
    <section
      id="pilih-tema"
      aria-labelledby="pilih-tema-tajuk"
      className="mx-auto max-w-6xl px-4 py-16 sm:py-20"
    >
      <p className="text-center text-xs font-semibold tracking-[0.25em] text-gold-deep uppercase">
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
      <ThemeGallery renderActions={(theme) => <ThemeCardActions theme={theme} />} />
    </section>
  );
}
