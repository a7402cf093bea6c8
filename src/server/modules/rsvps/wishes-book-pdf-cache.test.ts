import { describe, expect, it } from 'vitest';
import { chosenFonts } from '@shared/card/card-fonts';
import type { WishesBook } from '@shared/schemas/wishes-book';
import { findTheme } from '@shared/themes/catalogue';
import { themeArtStore } from '../themes/theme-art-store';
import { themeDetail } from '../themes/themes.service';
import { wishesBookFaces } from './wishes-book-pdf';
import type { WishesBookLook } from './wishes-book-pdf';
import { wishesBookPdfBytes } from './wishes-book-pdf-cache';

const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

async function lookOf(themeName: string): Promise<WishesBookLook> {
  const theme = findTheme(themeName)!;
  const store = themeArtStore();
  return {
    theme: themeDetail(theme, store),
    faces: await wishesBookFaces(chosenFonts({ H2: '', H2size: '', fontP: '' }, theme)),
    art: {
      top: store.file(theme.name, 'top')?.svg ?? null,
      bottom: store.file(theme.name, 'bottom')?.svg ?? null,
    },
  };
}

function bookWith(wishCount: number): WishesBook {
  return {
    cardId: 'kadbukucache',
    heading: 'Walimatulurus',
    groomName: 'Ali',
    brideName: 'Aminah',
    theme: 'theme1',
    headingFont: 'x',
    bodyFont: 'y',
    days: ['2030-06-15'],
    wishes: Array.from({ length: wishCount }, (_, i) => ({
      name: `Tetamu ${i}`,
      ucapan: 'Selamat pengantin baru, semoga berbahagia hingga ke jannah.',
      created_at: new Date(Date.UTC(2030, 5, 15, 3, i)).toISOString(),
    })),
  };
}

describe('kept wishes-book PDFs', () => {
  it('sends the same book again from the kept copy, and draws a changed one anew', async () => {
    const look = await lookOf('theme1');
    const first = await wishesBookPdfBytes(bookWith(0), look, 'a4', 'ms');
    // Asked again, and asked twice at once: the very bytes drawn the first time.
    expect(await wishesBookPdfBytes(bookWith(0), look, 'a4', 'ms')).toBe(first);
    const [a, b] = await Promise.all([
      wishesBookPdfBytes(bookWith(40), look, 'a4', 'ms'),
      wishesBookPdfBytes(bookWith(40), look, 'a4', 'ms'),
    ]);
    expect(a).toBe(b);
    expect(pageCount(first)).toBe(1);
    expect(pageCount(a)).toBeGreaterThan(1);
    // Another size, another theme, another language: drawn for what they are.
    const a5 = await wishesBookPdfBytes(bookWith(40), look, 'a5', 'ms');
    expect(pageCount(a5)).toBeGreaterThan(pageCount(a));
    const otherTheme = await wishesBookPdfBytes(bookWith(0), await lookOf('theme2'), 'a4', 'ms');
    expect(otherTheme).not.toBe(first);
    expect(otherTheme.equals(first)).toBe(false);
    // Another language: another book, never the Malay one kept.
    const english = await wishesBookPdfBytes(bookWith(0), look, 'a4', 'en');
    expect(english.equals(first)).toBe(false);
  });
});
