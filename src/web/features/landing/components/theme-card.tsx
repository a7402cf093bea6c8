import { Link } from 'react-router';
import type { ThemeSummary } from '@shared/schemas/theme';
import { buttonClass } from '@web/components/ui/link-button';

/** One theme in the gallery: its picture, Demo (new tab) and Pilih Tema Ini (guest-side §2). */
export function ThemeCard({ theme }: { theme: ThemeSummary }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-gold/20 bg-paper shadow-sm">
      <img
        src={theme.thumbnailUrl}
        alt={`Contoh kad dalam ${theme.title}`}
        width={360}
        height={640}
        loading="lazy"
        decoding="async"
        className="aspect-[9/16] w-full bg-blush object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="text-center font-display text-lg text-emerald-deep">{theme.title}</h3>
        <a
          href={`/kad/demoplus/${theme.name}`}
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary', '', 'sm')}
          aria-label={`Demo ${theme.title}`}
        >
          Demo
        </a>
        <Link
          to={`/preview/${theme.name}`}
          className={buttonClass('primary', '', 'sm')}
          aria-label={`Pilih Tema Ini: ${theme.title}`}
        >
          Pilih Tema Ini
        </Link>
      </div>
    </li>
  );
}
