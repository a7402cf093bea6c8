import { useThemeTotal } from '@web/components/theme-gallery/get-themes';
import { ThemeGallery } from '@web/components/theme-gallery/theme-gallery';
import { useT } from '@web/i18n/use-t';
import { ThemeCardActions } from './theme-card-actions';

/**
 * The gallery of the 100 themes (10 at a time as you scroll), each
 * with Demo and Pilih Tema Ini.
 */
export function ThemeGallerySection() {
  const t = useT();
  const total = useThemeTotal();
  return (
    <section
      id="pilih-tema"
      aria-labelledby="pilih-tema-tajuk"
      className="mx-auto max-w-6xl px-4 py-16 sm:py-20"
    >
      <p className="text-center text-xs font-semibold tracking-[0.25em] text-gold-deep uppercase">
        {t('gallery.section.kicker')}
      </p>
      <h2
        id="pilih-tema-tajuk"
        className="mt-2 text-center font-display text-3xl text-emerald-deep sm:text-4xl"
      >
        {t('gallery.section.heading')}
      </h2>
      {total !== undefined && (
        <p className="mt-3 text-center text-muted">{t('gallery.section.intro', { total })}</p>
      )}
      <ThemeGallery renderActions={(theme) => <ThemeCardActions theme={theme} />} />
    </section>
  );
}
