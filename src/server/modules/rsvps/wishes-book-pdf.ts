import { Resvg } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';
import * as fontkit from 'fontkit';
import { convert } from 'fontverter';
import type { ChosenFonts } from '@shared/card/card-fonts';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { malaysiaDateWords } from '@shared/dates/malaysia-time';
import type { Locale } from '@shared/i18n/locales';
import type { ThemeDetail } from '@shared/schemas/theme';
import type { WishesBook, WishesBookSize } from '@shared/schemas/wishes-book';
import { artForServerDrawing } from '../themes/hero-drawing';
import { siteTranslator } from '../../http/site-words';
import { fontData } from '../themes/theme-fonts';

// The wishes book as a PDF, drawn on the server with pdfkit: the card's page colour, its
// ornaments (the theme's top and bottom art, painted by resvg), its heading face for the titles
// and its body face for the wishes, embedded as subsets. A wish is never split across pages (one
// longer than a whole page, which the wish's limits do not allow, would flow on). Names may hold
// any script and emoji: a character the face lacks is drawn without its accent when the bare
// letter is there, and otherwise left out, so nothing ever draws as an empty box or fails.

/** Points (1/72 in): A4 and A5 portrait, with their margins. */
const PAGES: Record<WishesBookSize, { size: [number, number]; margin: number; scale: number }> = {
  a4: { size: [595.28, 841.89], margin: 56, scale: 1 },
  a5: { size: [419.53, 595.28], margin: 40, scale: 0.82 },
};

export interface WishesBookLook {
  theme: ThemeDetail;
  faces: Awaited<ReturnType<typeof wishesBookFaces>>;
  /** The theme's ornaments as SVG (the top and bottom art), or null. */
  art: { top: string | null; bottom: string | null };
}

/** One face: its bytes (WOFF) and what it can draw. */
interface Face {
  data: Buffer;
  font: fontkit.Font;
}

const faces = new Map<string, Promise<Face>>();
/**
 * A face of the card's, as plain OpenType: fontkit reads a WOFF by inflating its tables again
 * and again (three quarters of a thousand-wish book's time), so each is unpacked once and kept.
 */
function face(family: ChosenFonts['heading'] | ChosenFonts['body'], weight: 400 | 600) {
  const key = `${family}|${weight}`;
  let found = faces.get(key);
  if (!found) {
    let woff: Buffer;
    try {
      woff = fontData(family, weight);
    } catch {
      // A family without that weight (Lato has no 600): its regular face.
      woff = fontData(family, 400);
    }
    found = convert(woff, 'sfnt').then((data) => ({ data, font: fontkit.create(data) }));
    found.catch(() => faces.delete(key));
    faces.set(key, found);
  }
  return found;
}

/** The faces a book is drawn in: the card's heading face, and its body face plain and strong. */
export async function wishesBookFaces(fonts: ChosenFonts) {
  const [heading, body, strong] = await Promise.all([
    face(fonts.heading, 400),
    face(fonts.body, 400),
    face(fonts.body, 600),
  ]);
  return { heading, body, strong };
}

/**
 * The text as the face can draw it: each character it has, else its letter without accents
 * (NFD) where the face has that, else nothing; runs of spaces left by that are closed up.
 */
export function drawableText(text: string, font: Pick<fontkit.Font, 'hasGlyphForCodePoint'>) {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || font.hasGlyphForCodePoint(code)) {
      out += char;
      continue;
    }
    for (const part of char.normalize('NFD')) {
      const partCode = part.codePointAt(0)!;
      if (part !== char && font.hasGlyphForCodePoint(partCode) && !/\p{M}/u.test(part)) {
        out += part;
      }
    }
  }
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/** An SVG ornament painted as a PNG `width` pixels wide, with its size (null if it cannot be). */
function ornamentPng(
  svg: string | null,
  width: number,
): { png: Buffer; width: number; height: number } | null {
  if (!svg) return null;
  try {
    const image = new Resvg(artForServerDrawing(svg), {
      fitTo: { mode: 'width', value: width },
    }).render();
    return { png: image.asPng(), width: image.width, height: image.height };
  } catch {
    return null;
  }
}

/**
 * A file name for the download, in the downloading owner's language: the catalogue's words
 * around the couple's names in letters, digits and dashes only.
 */
export function wishesBookFileName(
  book: Pick<WishesBook, 'groomName' | 'brideName'>,
  size: WishesBookSize,
  locale: Locale,
) {
  const slug = `${book.groomName}-${book.brideName}`
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  // Names with no letter of A to Z (in Jawi, say) leave the couple out of the name.
  return siteTranslator(locale).t('wishesBook.fileName', { couple: slug ? `-${slug}` : '', size });
}

/**
 * The book as a PDF document (a readable stream of its bytes, which starts flowing once it is
 * piped). Ended here: the caller sends it.
 */
export function wishesBookPdf(
  book: WishesBook,
  look: WishesBookLook,
  size: WishesBookSize,
  locale: Locale,
): PDFKit.PDFDocument {
  const { t } = siteTranslator(locale);
  const title = t('wishesBook.title');
  const { theme } = look;
  const { heading, body, strong } = look.faces;
  const page = PAGES[size];
  const s = (points: number) => points * page.scale;
  const doc = new PDFDocument({
    size: page.size,
    margin: page.margin,
    autoFirstPage: false,
    info: {
      Title: `${title}: ${book.groomName} & ${book.brideName}`,
      Creator: 'Jemput',
    },
  });
  doc.registerFont('heading', heading.data);
  doc.registerFont('body', body.data);
  doc.registerFont('strong', strong.data);

  const [width, height] = page.size;
  const inner = width - page.margin * 2;
  const bottom = height - page.margin;
  let pageNumber = 0;
  // Every page in the card's colour, numbered at its foot.
  doc.on('pageAdded', () => {
    pageNumber += 1;
    doc.save().rect(0, 0, width, height).fill(theme.pageColour).restore();
    // The number sits in the bottom margin: lifted for it, or pdfkit would start another page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font('body')
      .fontSize(s(8))
      .fillColor(theme.highlightText.label)
      .text(`${pageNumber}`, page.margin, height - page.margin / 2 - s(4), {
        width: inner,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins = margins;
    doc.x = page.margin;
    doc.y = page.margin;
  });

  // The first page: the top ornament, the title, the couple and their days.
  doc.addPage();
  const top = ornamentPng(look.art.top, 1000);
  if (top) {
    const box = ornamentBox(top, height * 0.22);
    doc.image(top.png, box.x, 0, { width: box.width, height: box.height });
    doc.y = Math.max(page.margin, box.height * 0.85);
  }
  const couple = drawableText(`${book.groomName} & ${book.brideName}`, heading.font) || '—';
  doc
    .font('body')
    .fontSize(s(10))
    .fillColor(theme.highlightText.label)
    .text(title.toUpperCase(), { align: 'center', characterSpacing: 3 });
  doc.moveDown(0.6);
  doc.font('heading').fontSize(s(34)).fillColor(theme.inkColour).text(couple, { align: 'center' });
  doc.moveDown(0.3);
  doc
    .font('body')
    .fontSize(s(10))
    .fillColor(theme.bodyColour)
    .text(
      drawableText(book.days.map((day) => weekdayAndDateWords(day, locale)).join(' · '), body.font),
      { align: 'center' },
    );
  doc.moveDown(0.4);
  doc
    .fontSize(s(9))
    .fillColor(theme.highlightText.label)
    .text(
      t('wishesBook.book.count', {
        count: book.wishes.length,
        shown: String(book.wishes.length),
      }),
      { align: 'center' },
    );
  doc.moveDown(1.2);
  divider();
  doc.moveDown(1);

  if (book.wishes.length === 0) {
    doc
      .font('body')
      .fontSize(s(11))
      .fillColor(theme.bodyColour)
      .text(t('wishesBook.book.empty'), { align: 'center' });
  }

  const nameSize = s(11.5);
  const dateSize = s(8.5);
  const wishSize = s(10.5);
  const gap = s(14);
  for (const wish of book.wishes) {
    const name = drawableText(wish.name, strong.font) || '—';
    const text = drawableText(wish.ucapan, body.font);
    const date = malaysiaDateWords(wish.created_at, locale);
    const blockHeight =
      doc.font('strong').fontSize(nameSize).heightOfString(name, { width: inner }) +
      doc.font('body').fontSize(dateSize).heightOfString(date, { width: inner }) +
      s(4) +
      (text ? doc.font('body').fontSize(wishSize).heightOfString(text, { width: inner }) : 0) +
      gap * 2;
    // Never split a wish: one that does not fit starts the next page (unless no page could hold it).
    if (doc.y + blockHeight > bottom && blockHeight < bottom - page.margin) doc.addPage();
    doc.font('strong').fontSize(nameSize).fillColor(theme.inkColour).text(name, { width: inner });
    doc
      .font('body')
      .fontSize(dateSize)
      .fillColor(theme.highlightText.label)
      .text(date, { width: inner });
    doc.y += s(4);
    if (text) {
      doc
        .font('body')
        .fontSize(wishSize)
        .fillColor(theme.bodyColour)
        .text(text, { width: inner, lineGap: s(2) });
    }
    doc.y += gap;
    divider(0.35);
    doc.y += gap;
  }

  // The bottom ornament closes the book where there is room, on a page of its own otherwise.
  const end = ornamentPng(look.art.bottom, 1000);
  if (end) {
    const box = ornamentBox(end, height * 0.2);
    if (doc.y + box.height > height - page.margin / 2) doc.addPage();
    doc.image(end.png, box.x, height - box.height, { width: box.width, height: box.height });
  }
  doc.end();
  return doc;

  /** Where an ornament goes: the page's whole width, or less and centred to stay under `most`. */
  function ornamentBox(art: { width: number; height: number }, most: number) {
    const scale = Math.min(width / art.width, most / art.height);
    return {
      x: (width - art.width * scale) / 2,
      width: art.width * scale,
      height: art.height * scale,
    };
  }

  /** A short rule in the theme's highlight, centred: between wishes, and under the title. */
  function divider(opacity = 0.8) {
    const y = doc.y;
    const half = Math.min(inner / 6, 60);
    doc
      .save()
      .strokeOpacity(opacity)
      .lineWidth(0.8)
      .strokeColor(theme.highlightColour)
      .moveTo(width / 2 - half, y)
      .lineTo(width / 2 + half, y)
      .stroke()
      .circle(width / 2, y, 1.6)
      .fillOpacity(opacity)
      .fill(theme.highlightColour)
      .restore();
    doc.y = y;
  }
}
