import type { ThemeDetail } from '@shared/schemas/theme';
import { StagePanel } from '@web/themes/card-stage';

/** What can be changed on the card, and where (the buttons' and hints' own words). */
const PARTS = [
  { title: 'Nama & tarikh', how: 'Klik nama pengantin, atau Ubah Tarikh.' },
  { title: 'Waris & jemputan', how: 'Klik nama waris, ayat jemputan dan nama penuh.' },
  { title: 'Lokasi & masa', how: 'Klik lokasi untuk peta, atau Ubah Masa.' },
  { title: 'Atur cara majlis', how: 'Ubah Atur Cara Majlis untuk tambah atau susun acara.' },
  { title: 'Doa', how: 'Klik doa untuk mengubahnya.' },
] as const;

const labelClass = 'text-xs font-semibold tracking-[0.2em] text-muted uppercase';

/**
 * The create screen's column beside the card on a wide screen: how editing works
 * (the phone's notice above the card, in a laptop's words), what can be changed and where, and
 * what comes after. The tools (Select Fonts, Preview) are above it, in the editor's own bar.
 */
export function CreateGuide({ theme }: { theme: ThemeDetail }) {
  return (
    <StagePanel label="Cara mengubah kad">
      <p className={labelClass}>Cipta kad · {theme.title}</p>
      <h2 className="mt-1 text-3xl font-semibold text-emerald-deep">Ubah kad anda</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Klik pada teks bergaris putus-putus untuk mengubahnya. Semua perubahan disimpan secara
        automatik dalam pelayar ini.
      </p>
      <ol className="mt-5 space-y-3 border-t border-gold/25 pt-5">
        {PARTS.map((part, index) => (
          <li key={part.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-blush text-xs font-semibold text-emerald-deep"
            >
              {index + 1}
            </span>
            <span className="text-sm leading-snug">
              <span className="block font-semibold text-ink">{part.title}</span>
              <span className="text-muted">{part.how}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-5 rounded-2xl bg-ivory px-4 py-3 text-sm leading-relaxed text-muted">
        Siap? Tekan <span className="font-semibold text-ink">Preview</span> untuk melihat kad penuh,
        kemudian daftar untuk mendapatkan pautan kad anda.
      </p>
    </StagePanel>
  );
}
