import { z } from 'zod';
import { GALLERY_PAGE_SIZE } from '../themes/catalogue';
import { COMPOSITION_NAMES } from '../themes/compositions';
import { FONT_PAIR_IDS } from '../themes/font-pairs';

// What the API tells about themes (GET /api/themes, GET /api/themes/:name).

export const themeArtUrlsSchema = z.object({
  background: z.string().nullable(),
  top: z.string(),
  bottom: z.string(),
  centre: z.string().nullable(),
  frame: z.string().nullable(),
});

export const themeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  thumbnailUrl: z.string(),
  dark: z.boolean(),
});
export type ThemeSummary = z.infer<typeof themeSummarySchema>;

export const themePageSchema = z.object({
  themes: z.array(themeSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type ThemePage = z.infer<typeof themePageSchema>;

export const themePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(GALLERY_PAGE_SIZE),
});

export const themeDetailSchema = themeSummarySchema.extend({
  family: z.string(),
  composition: z.enum(COMPOSITION_NAMES),
  fontPair: z.enum(FONT_PAIR_IDS),
  headingFont: z.string(),
  headingSize: z.string(),
  bodyFont: z.string(),
  pageColour: z.string(),
  textColour: z.string().nullable(),
  centreTextColour: z.string().nullable(),
  inkColour: z.string(),
  bodyColour: z.string(),
  highlightColour: z.string(),
  /** The highlight shaded for text: large (ampersands, 3:1) and small labels (4.5:1). */
  highlightText: z.object({ large: z.string(), label: z.string() }),
  accentColour: z.string(),
  panel: z.string(),
  countdown: z.object({
    hue: z.string(),
    cd1: z.string(),
    cd2: z.string(),
    cd3: z.string(),
    cd4: z.string(),
  }),
  offsets: z.object({ top: z.number().nullable(), bottom: z.number().nullable() }),
  art: themeArtUrlsSchema,
  pdf: z.object({
    top: z.string(),
    bottom: z.string(),
    centre: z.string(),
    headingSize: z.literal('text-4xl'),
  }),
});
export type ThemeDetail = z.infer<typeof themeDetailSchema>;
