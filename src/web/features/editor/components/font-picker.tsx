import { useEffect } from 'react';
import type { RefObject } from 'react';
import { Check } from 'lucide-react';
import type { CardContent } from '@shared/card/card-content';
import { fontPairFields, selectedFontPair } from '@shared/card/card-fonts';
import { FONT_PAIRS, FONT_PAIR_IDS, fontFamilyCss, headingKindOf } from '@shared/themes/font-pairs';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';
import type { ThemeDetail } from '@shared/schemas/theme';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { useT } from '@web/i18n/use-t';
import { loadFonts } from '@web/themes/load-font-pair';

type FontFields = Pick<CardContent, 'H2' | 'H2size' | 'fontP'>;

/** Every font the picker shows its samples in (only once it is opened). */
const ALL_FONTS = [
  ...new Set(FONT_PAIR_IDS.flatMap((id) => [FONT_PAIRS[id].heading, FONT_PAIRS[id].body])),
];

function Option({
  selected,
  heading,
  body,
  label,
  note,
  sample,
  onChoose,
}: {
  selected: boolean;
  heading: string;
  body: string;
  label: string;
  note?: string;
  sample: string;
  onChoose: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onChoose}
        className="flex w-full items-center gap-3 rounded-2xl border border-neutral-200 px-4 py-3 text-left transition hover:border-emerald-deep aria-pressed:border-emerald-deep aria-pressed:bg-emerald-deep/5"
      >
        <span className="min-w-0 flex-1">
          <span
            className="block truncate text-3xl leading-tight text-neutral-900"
            style={{ fontFamily: fontFamilyCss(heading as HeadingFont, headingKindOf(heading)) }}
          >
            {sample}
          </span>
          <span
            className="mt-1 block text-sm text-neutral-600"
            style={{ fontFamily: fontFamilyCss(body as BodyFont, 'body') }}
          >
            {label}
            {note && <span className="text-neutral-500"> · {note}</span>}
          </span>
        </span>
        {selected && <Check className="h-5 w-5 shrink-0 text-emerald-deep" aria-hidden="true" />}
      </button>
    </li>
  );
}

/**
 * Select Fonts, with Default (the theme's own pair) and the 13
 * pairs, each shown in its own fonts with the couple's names. A choice applies to the card at once
 * (the spec's reload is not needed) and the panel closes.
 */
export function FontPicker({
  theme,
  content,
  sample,
  onChange,
  onClose,
  alsoFocusable,
}: {
  theme: ThemeDetail;
  content: FontFields;
  /** The couple's names, as the samples read. */
  sample: string;
  onChange: (fields: FontFields) => void;
  onClose: () => void;
  alsoFocusable?: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const selected = selectedFontPair(content, theme);
  useEffect(() => {
    void loadFonts(...ALL_FONTS);
  }, []);
  const choose = (fields: FontFields) => {
    onChange(fields);
    onClose();
  };

  return (
    <SheetDialog title={t('editor.selectFonts')} onClose={onClose} alsoFocusable={alsoFocusable}>
      <ul className="space-y-2">
        <Option
          selected={selected === 'default'}
          heading={theme.headingFont}
          body={theme.bodyFont}
          label={t('editor.fonts.default')}
          note={t('editor.fonts.themeOwn', { pair: FONT_PAIRS[theme.fontPair].label })}
          sample={sample}
          onChoose={() =>
            choose({ H2: theme.headingFont, H2size: theme.headingSize, fontP: theme.bodyFont })
          }
        />
        {FONT_PAIR_IDS.map((id) => (
          <Option
            key={id}
            selected={selected === id}
            heading={FONT_PAIRS[id].heading}
            body={FONT_PAIRS[id].body}
            label={FONT_PAIRS[id].label}
            sample={sample}
            onChoose={() => choose(fontPairFields(id))}
          />
        ))}
      </ul>
    </SheetDialog>
  );
}
