import { z } from 'zod';
import { isCalendarDate } from '../dates/malay-date';
import { displayTime, isClockTime } from '../dates/clock-time';
import { isPhoneNumber } from '../contact/phone';
import type { Coordinates } from '../location/coordinates';
import {
  coordinatesOfGoogleMapsUrl,
  coordinatesOfWazeUrl,
  googleMapsUrl,
  wazeUrl,
} from '../location/coordinates';
import { userText } from '../text/user-text';
import { isThemeName } from '../themes/catalogue';
import { HEADING_SIZES, isBodyFont, isHeadingFont } from './card-fonts';
import type { CardContent } from './card-content';
import {
  CONTACT_METHODS,
  HIJRI_ADJUSTMENTS,
  MAJLIS_KINDS,
  MAX_CONTACTS,
  MAX_MAJLIS,
  MAX_PROGRAMME_ITEMS,
  MAX_SESSIONS,
  MAX_SESSION_SEATS,
  cardContentSchema,
} from './card-content';
import { FIRST_MAJLIS_ID, MAJLIS_ID_PATTERN } from './majlis';
import { englishCardTextSchemas, englishVersion } from './english-input';

// What an owner may SEND as a card (publish
// now, the editor's update later). Stricter than cardContentSchema, which reads stored cards and
// must keep accepting every card ever saved: Malay messages for every field, line-count limits
// for the multi-line fields, phone numbers by the shared rule, direction links rebuilt from their
// coordinates (a guest taps them), and only catalogue themes and hosted fonts. The parsed result
// is checked with cardContentSchema once more, so whatever passes here is always readable back.

/** Line-count limits of the multi-line fields (line breaks are kept as lines). */
export const MAX_PARENT_NAME_LINES = 6;
export const MAX_MESSAGE_LINES = 12;
export const MAX_LOCATION_LINES = 6;
export const MAX_HOSTS_LINES = 6;
export const MAX_DOA_LINES = 12;
export const MAX_FULLNAME_LINES = 2;

/** The programme and contact limits of the issue, shared with the stored-card schema. */
export { MAX_CONTACTS, MAX_PROGRAMME_ITEMS };
/** Only one is kept. */
export const MAX_DIRECTIONS = 1;

export const MAX_PROGRAMME_TITLE_LENGTH = 80;
export const MAX_CONTACT_NAME_LENGTH = 60;
export const MAX_LOCATION_NAME_LENGTH = 120;

interface TextRule {
  /** What the field is called on screen, for its messages. */
  label: string;
  maxLength: number;
  maxLines: number;
  required?: boolean;
}

/** Each text field of the card: its Malay label, length and line limits. */
export const CARD_TEXT_RULES = {
  walimatulurus: { label: 'Tajuk utama', maxLength: 60, maxLines: 1 },
  walimatulurus2: { label: 'Tajuk jemputan', maxLength: 60, maxLines: 1 },
  groom_name: { label: 'Nama pengantin lelaki', maxLength: 40, maxLines: 1, required: true },
  bride_name: { label: 'Nama pengantin perempuan', maxLength: 40, maxLines: 1, required: true },
  parent_name: { label: 'Nama waris', maxLength: 400, maxLines: MAX_PARENT_NAME_LINES },
  message: { label: 'Ucapan jemputan', maxLength: 1000, maxLines: MAX_MESSAGE_LINES },
  groom_fullname: {
    label: 'Nama penuh pengantin lelaki',
    maxLength: 100,
    maxLines: MAX_FULLNAME_LINES,
  },
  bride_fullname: {
    label: 'Nama penuh pengantin perempuan',
    maxLength: 100,
    maxLines: MAX_FULLNAME_LINES,
  },
  doa: { label: 'Doa', maxLength: 1500, maxLines: MAX_DOA_LINES },
} as const satisfies Record<string, TextRule>;

/** Each text field of a majlis, likewise. */
export const MAJLIS_TEXT_RULES = {
  location: { label: 'Lokasi', maxLength: 300, maxLines: MAX_LOCATION_LINES },
  hosts: { label: 'Tuan rumah', maxLength: 400, maxLines: MAX_HOSTS_LINES },
  title: { label: 'Nama majlis', maxLength: 60, maxLines: 1 },
} as const satisfies Record<string, TextRule>;

export type CardTextField = keyof typeof CARD_TEXT_RULES;
export type MajlisTextField = keyof typeof MAJLIS_TEXT_RULES;

export { lineCount } from '../text/clean-text';

/** The messages of a text field (what the web shows beside it, and what the API answers). */
export function textMessages(rule: TextRule) {
  const lower = rule.label.charAt(0).toLowerCase() + rule.label.slice(1);
  return {
    required: `Sila masukkan ${lower}.`,
    invalid: `${rule.label} tidak sah.`,
    tooLong: `${rule.label} terlalu panjang (maksimum ${rule.maxLength} aksara).`,
    tooManyLines:
      rule.maxLines === 1
        ? `${rule.label} mesti dalam satu baris sahaja.`
        : `${rule.label} terlalu banyak baris (maksimum ${rule.maxLines} baris).`,
    badCharacters: `${rule.label} mengandungi aksara yang tidak dibenarkan.`,
  };
}

export const CARD_INPUT_MESSAGES = {
  draft: 'Maklumat kad tidak lengkap. Sila semak kad anda semula.',
  theme: 'Sila pilih tema dari senarai tema Jemput.',
  toggleWalima: 'Pilihan paparan tajuk Walimatulurus tidak sah.',
  weddingDate: 'Sila pilih tarikh majlis yang sah.',
  startTime: 'Sila masukkan masa mula majlis dalam bentuk HH:MM.',
  endTime: 'Sila masukkan masa tamat majlis dalam bentuk HH:MM.',
  programme: 'Atur cara majlis tidak sah.',
  programmeTooLong: `Atur cara majlis terlalu panjang (maksimum ${MAX_PROGRAMME_ITEMS} perkara).`,
  programmeTitle: 'Sila masukkan tajuk bagi setiap perkara dalam atur cara majlis.',
  programmeTitleTooLong: `Tajuk atur cara terlalu panjang (maksimum ${MAX_PROGRAMME_TITLE_LENGTH} aksara).`,
  programmeTime: 'Masa atur cara majlis mesti dalam bentuk HH:MM.',
  contacts: 'Senarai contact tidak sah.',
  contactsTooMany: `Maksimum ${MAX_CONTACTS} contact sahaja.`,
  contactName: 'Sila masukkan nama contact.',
  contactNameTooLong: `Nama contact terlalu panjang (maksimum ${MAX_CONTACT_NAME_LENGTH} aksara).`,
  contactPhone: 'Sila masukkan nombor telefon contact yang sah.',
  contactMethod: 'Sila pilih cara dihubungi: whatsapp, phonecall atau both.',
  directions: 'Maklumat lokasi tidak sah.',
  directionsTooMany: 'Hanya satu lokasi boleh disimpan.',
  locationName: 'Sila masukkan nama lokasi.',
  locationNameTooLong: `Nama lokasi terlalu panjang (maksimum ${MAX_LOCATION_NAME_LENGTH} aksara).`,
  googleMapsUrl: 'Pautan Google Maps tidak sah. Sila tambah lokasi menggunakan koordinat.',
  wazeUrl: 'Pautan Waze tidak sah. Sila tambah lokasi menggunakan koordinat.',
  directionMismatch: 'Pautan Google Maps dan Waze mesti menunjuk ke koordinat yang sama.',
  headingFont: 'Sila pilih fon tajuk dari senarai fon.',
  headingSize: 'Saiz fon tajuk tidak sah.',
  bodyFont: 'Sila pilih fon teks dari senarai fon.',
  majlis: 'Maklumat majlis tidak sah.',
  majlisNone: 'Kad mesti mempunyai sekurang-kurangnya satu majlis.',
  majlisTooMany: `Maksimum ${MAX_MAJLIS} majlis sahaja.`,
  majlisKind: 'Sila pilih jenis majlis: akad nikah, resepsi, bertandang atau majlis lain.',
  majlisId: 'Majlis atau sesi tidak dikenali. Sila muat semula halaman.',
  majlisIdRepeated: 'Setiap majlis dan sesi mesti berbeza. Sila muat semula halaman.',
  inviteOnly: 'Pilihan jemputan majlis tidak sah.',
  majlisOpen: 'Sekurang-kurangnya satu majlis mesti terbuka kepada semua yang menerima pautan kad.',
  sessions: 'Maklumat sesi tidak sah.',
  sessionsTooMany: `Maksimum ${MAX_SESSIONS} sesi bagi setiap majlis.`,
  sessionLabel: 'Sila masukkan nama sesi.',
  sessionLabelTooLong: 'Nama sesi terlalu panjang (maksimum 60 aksara).',
  sessionStart: 'Sila masukkan masa mula sesi dalam bentuk HH:MM.',
  sessionEnd: 'Sila masukkan masa tamat sesi dalam bentuk HH:MM.',
  sessionSeats: `Bilangan tempat duduk sesi mesti nombor antara 1 dan ${MAX_SESSION_SEATS}.`,
  showHijri: 'Pilihan tarikh Hijrah tidak sah.',
  hijriAdjust: 'Pelarasan tarikh Hijrah mesti -1, 0 atau +1 hari.',
} as const;

/** One text field of the card, by the shared user-text rule, with its own messages. */
function textField(rule: TextRule) {
  return userText({ ...rule, messages: textMessages(rule) });
}

const textSchemas = <F extends string>(rules: Record<F, TextRule>) =>
  Object.fromEntries(
    Object.entries<TextRule>(rules).map(([field, rule]) => [field, textField(rule)]),
  ) as Record<F, ReturnType<typeof textField>>;

const CARD_TEXT_SCHEMAS = textSchemas<CardTextField>(CARD_TEXT_RULES);
const MAJLIS_TEXT_SCHEMAS = textSchemas<MajlisTextField>(MAJLIS_TEXT_RULES);

/**
 * The first message a text field's value breaks, or null when the server will take it: the
 * editor checks each field with the very rule the API applies.
 */
export function cardTextError(
  field: CardTextField | MajlisTextField,
  value: string,
): string | null {
  const schema =
    field in MAJLIS_TEXT_SCHEMAS
      ? MAJLIS_TEXT_SCHEMAS[field as MajlisTextField]
      : CARD_TEXT_SCHEMAS[field as CardTextField];
  const checked = schema.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** `HH:MM`, with the message of the field. */
const clockTime = (message: string) => z.string(message).refine(isClockTime, message);

/** A hosted font name, or '' for the theme's own. */
const fontName = (isHosted: (value: string) => boolean, message: string) =>
  z.string(message).refine((value) => value === '' || isHosted(value), message);

const HEADING_SIZE_VALUES: readonly string[] = HEADING_SIZES;

const mapsLink = (
  coordinatesOf: (value: string) => Coordinates | null,
  build: (coordinates: Coordinates) => string,
  message: string,
) =>
  z
    .string(message)
    .max(300, message)
    .transform((value, context) => {
      const coordinates = coordinatesOf(value);
      if (!coordinates) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return build(coordinates);
    });

const sameCoordinates = (a: Coordinates | null, b: Coordinates | null) =>
  a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude;

export const directionInputSchema = z
  .object(
    {
      locationName: userText({
        maxLength: MAX_LOCATION_NAME_LENGTH,
        required: true,
        messages: {
          invalid: CARD_INPUT_MESSAGES.locationName,
          tooLong: CARD_INPUT_MESSAGES.locationNameTooLong,
        },
      }),
      wazeUrl: mapsLink(coordinatesOfWazeUrl, wazeUrl, CARD_INPUT_MESSAGES.wazeUrl),
      googleMapsUrl: mapsLink(
        coordinatesOfGoogleMapsUrl,
        googleMapsUrl,
        CARD_INPUT_MESSAGES.googleMapsUrl,
      ),
    },
    CARD_INPUT_MESSAGES.directions,
  )
  .refine(
    (direction) =>
      sameCoordinates(
        coordinatesOfWazeUrl(direction.wazeUrl),
        coordinatesOfGoogleMapsUrl(direction.googleMapsUrl),
      ),
    CARD_INPUT_MESSAGES.directionMismatch,
  );

const programmeTitleInput = userText({
  maxLength: MAX_PROGRAMME_TITLE_LENGTH,
  required: true,
  messages: {
    invalid: CARD_INPUT_MESSAGES.programmeTitle,
    tooLong: CARD_INPUT_MESSAGES.programmeTitleTooLong,
  },
});

export const programmeItemInputSchema = z
  .object(
    {
      title: programmeTitleInput,
      time: clockTime(CARD_INPUT_MESSAGES.programmeTime),
      /** Ignored when sent: always derived from `time` (the 12-hour form of it). */
      displaytime: z.string().max(20).optional(),
      title_en: englishVersion(programmeTitleInput),
    },
    CARD_INPUT_MESSAGES.programme,
  )
  .transform((item) => ({
    title: item.title,
    time: item.time,
    displaytime: displayTime(item.time),
    ...(item.title_en === undefined ? {} : { title_en: item.title_en }),
  }));

export const contactInputSchema = z.object(
  {
    name: userText({
      maxLength: MAX_CONTACT_NAME_LENGTH,
      required: true,
      messages: {
        invalid: CARD_INPUT_MESSAGES.contactName,
        tooLong: CARD_INPUT_MESSAGES.contactNameTooLong,
      },
    }),
    phoneNumber: z
      .string(CARD_INPUT_MESSAGES.contactPhone)
      .trim()
      .refine(isPhoneNumber, CARD_INPUT_MESSAGES.contactPhone),
    /** Whatsapp, phonecall or both; default both. */
    contactMethod: z.enum(CONTACT_METHODS, CARD_INPUT_MESSAGES.contactMethod).default('both'),
  },
  CARD_INPUT_MESSAGES.contacts,
);

const majlisIdInput = z
  .string(CARD_INPUT_MESSAGES.majlisId)
  .regex(MAJLIS_ID_PATTERN, CARD_INPUT_MESSAGES.majlisId);

const sessionLabelInput = userText({
  maxLength: 60,
  required: true,
  messages: {
    invalid: CARD_INPUT_MESSAGES.sessionLabel,
    tooLong: CARD_INPUT_MESSAGES.sessionLabelTooLong,
  },
});

export const majlisSessionInputSchema = z.object(
  {
    id: majlisIdInput,
    label: sessionLabelInput,
    label_en: englishVersion(sessionLabelInput),
    start_time: clockTime(CARD_INPUT_MESSAGES.sessionStart),
    end_time: clockTime(CARD_INPUT_MESSAGES.sessionEnd),
    seats: z
      .number(CARD_INPUT_MESSAGES.sessionSeats)
      .int(CARD_INPUT_MESSAGES.sessionSeats)
      .min(1, CARD_INPUT_MESSAGES.sessionSeats)
      .max(MAX_SESSION_SEATS, CARD_INPUT_MESSAGES.sessionSeats),
  },
  CARD_INPUT_MESSAGES.sessions,
);

export const majlisInputSchema = z.object(
  {
    id: majlisIdInput,
    kind: z.enum(MAJLIS_KINDS, CARD_INPUT_MESSAGES.majlisKind),
    title: MAJLIS_TEXT_SCHEMAS.title,
    date: z
      .string(CARD_INPUT_MESSAGES.weddingDate)
      .refine(isCalendarDate, CARD_INPUT_MESSAGES.weddingDate),
    start_time: clockTime(CARD_INPUT_MESSAGES.startTime),
    end_time: clockTime(CARD_INPUT_MESSAGES.endTime),
    location: MAJLIS_TEXT_SCHEMAS.location,
    directions: z
      .array(directionInputSchema, CARD_INPUT_MESSAGES.directions)
      .max(MAX_DIRECTIONS, CARD_INPUT_MESSAGES.directionsTooMany),
    hosts: MAJLIS_TEXT_SCHEMAS.hosts,
    tentative: z
      .array(programmeItemInputSchema, CARD_INPUT_MESSAGES.programme)
      .max(MAX_PROGRAMME_ITEMS, CARD_INPUT_MESSAGES.programmeTooLong),
    invite_only: z.boolean(CARD_INPUT_MESSAGES.inviteOnly),
    sessions: z
      .array(majlisSessionInputSchema, CARD_INPUT_MESSAGES.sessions)
      .max(MAX_SESSIONS, CARD_INPUT_MESSAGES.sessionsTooMany),
    title_en: englishVersion(MAJLIS_TEXT_SCHEMAS.title),
    hosts_en: englishVersion(MAJLIS_TEXT_SCHEMAS.hosts),
    location_en: englishVersion(MAJLIS_TEXT_SCHEMAS.location),
  },
  CARD_INPUT_MESSAGES.majlis,
);

/** Every majlis and session id of a card, once each (answers and invitations point to them). */
function idsAreDistinct(list: readonly { id: string; sessions: readonly { id: string }[] }[]) {
  const ids = list.flatMap((majlis) => [majlis.id, ...majlis.sessions.map((s) => s.id)]);
  return new Set(ids).size === ids.length;
}

/**
 * Every card field (the `satisfies` keeps the keys those of CardContent), each as strict as its
 * counterpart in cardContentSchema or stricter.
 */
const cardInputShape = {
  ...CARD_TEXT_SCHEMAS,
  theme: z.string(CARD_INPUT_MESSAGES.theme).refine(isThemeName, CARD_INPUT_MESSAGES.theme),
  toggle_walima: z.boolean(CARD_INPUT_MESSAGES.toggleWalima),
  contacts: z
    .array(contactInputSchema, CARD_INPUT_MESSAGES.contacts)
    .max(MAX_CONTACTS, CARD_INPUT_MESSAGES.contactsTooMany),
  majlis: z
    .array(majlisInputSchema, CARD_INPUT_MESSAGES.majlis)
    .min(1, CARD_INPUT_MESSAGES.majlisNone)
    .max(MAX_MAJLIS, CARD_INPUT_MESSAGES.majlisTooMany)
    .refine(idsAreDistinct, CARD_INPUT_MESSAGES.majlisIdRepeated)
    // The card's own link must show a majlis: a card of invitations only would greet guests
    // with no date and no place.
    .refine((list) => list.some((majlis) => !majlis.invite_only), CARD_INPUT_MESSAGES.majlisOpen),
  show_hijri: z.boolean(CARD_INPUT_MESSAGES.showHijri).default(false),
  hijri_adjust: z.literal(HIJRI_ADJUSTMENTS, CARD_INPUT_MESSAGES.hijriAdjust).default(0),
  H2: fontName(isHeadingFont, CARD_INPUT_MESSAGES.headingFont),
  H2size: z
    .string(CARD_INPUT_MESSAGES.headingSize)
    .refine(
      (value) => value === '' || HEADING_SIZE_VALUES.includes(value),
      CARD_INPUT_MESSAGES.headingSize,
    ),
  fontP: fontName(isBodyFont, CARD_INPUT_MESSAGES.bodyFont),
  ...englishCardTextSchemas(CARD_TEXT_SCHEMAS),
} satisfies { [K in keyof CardContent]: z.ZodType };

/** The fields that hold a card's one majlis when it is written the spec's way (flat). */
export const FLAT_MAJLIS_FIELDS = [
  'wedding_date',
  'start_time',
  'end_time',
  'location',
  'directions',
  'tentative',
] as const;

/**
 * A card written the spec's way (the create screen's draft, the spec's API clients) holds its one
 * majlis in flat fields: `wedding_date`, `start_time`, `end_time`, `location`, `directions` and
 * `tentative`. Without a `majlis` list those become its first majlis, an open resepsi.
 */
export function withMajlisList(card: unknown): unknown {
  if (typeof card !== 'object' || card === null || Array.isArray(card) || 'majlis' in card) {
    return card;
  }
  const flat = card as Record<string, unknown>;
  const rest = Object.fromEntries(
    Object.entries(flat).filter(
      ([key]) => !(FLAT_MAJLIS_FIELDS as readonly string[]).includes(key),
    ),
  );
  return {
    ...rest,
    majlis: [
      {
        id: FIRST_MAJLIS_ID,
        kind: 'resepsi',
        title: '',
        date: flat.wedding_date,
        start_time: flat.start_time,
        end_time: flat.end_time,
        location: flat.location,
        directions: flat.directions,
        hosts: '',
        tentative: flat.tentative,
        invite_only: false,
        sessions: [],
      },
    ],
  };
}

/**
 * A card as an owner sends it (the card draft's keys; unknown keys such as the draft's
 * tooltip flags are dropped), its majlis as a list or, for one majlis, flat. Parses to
 * CardContent.
 */
const cardInputObject = z.object(cardInputShape, CARD_INPUT_MESSAGES.draft);

export const cardInputSchema = z
  .preprocess(withMajlisList, cardInputObject)
  .transform((card, context): CardContent => {
    // Never fails while every rule above is the stricter one; if one is ever loosened past the
    // stored-card schema, the card is refused here instead of being saved unreadable.
    const stored = cardContentSchema.safeParse(card);
    if (stored.success) return stored.data;
    context.addIssue({ code: 'custom', message: CARD_INPUT_MESSAGES.draft });
    return z.NEVER;
  });

/** A card as the pages send it: its majlis as a list. */
export type CardInput = z.input<typeof cardInputObject>;
