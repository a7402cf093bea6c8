import { LinkButton } from '@web/components/ui/link-button';

/**
 * guest-side §2 "Pilih Tema". The theme catalogue arrives with the themes work; until then this
 * section says so honestly and points to the demo card.
 */
export function ThemeGallerySection() {
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
      <div className="mx-auto mt-10 max-w-2xl rounded-3xl border border-dashed border-gold/50 bg-paper px-6 py-12 text-center">
        <p className="font-display text-2xl text-emerald-deep">Tema sedang disiapkan</p>
        <p className="mx-auto mt-3 max-w-md text-muted">
          Galeri tema akan dipaparkan di sini tidak lama lagi. Sementara itu, lihat bagaimana kad
          kahwin digital anda akan kelihatan kepada tetamu.
        </p>
        <LinkButton
          href="/kad/demoplus"
          target="_blank"
          rel="noopener"
          tone="secondary"
          className="mt-6"
        >
          Lihat kad demo
        </LinkButton>
      </div>
    </section>
  );
}
