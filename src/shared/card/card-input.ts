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
import { ruleMessage } from '../i18n/rule-words';
import type { SiteMessageId } from '../i18n/site-messages';
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
// must keep accepting every card ever saved: a message of the catalogue for every field (a
// `ruleMessage`, said in the reader's language), line-count limits for the multi-line fields,
// phone numbers by the shared rule, direction links rebuilt from their coordinates (a guest taps
// them), and only catalogue themes and hosted fonts. The parsed result is checked with
// cardContentSchema once more, so whatever passes here is always readable back.

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
  /** What the field is called on screen, for its messages (a catalogue id). */
  label: SiteMessageId;
  /** What "please enter …" calls it, mid-sentence, for a field that must be filled. */
  name?: SiteMessageId;
  maxLength: number;
  maxLines: number;
  required?: boolean;
}

/** Each text field of the card: its label, length and line limits. */
export const CARD_TEXT_RULES = {
  walimatulurus: { label: 'editor.field.walimatulurus', maxLength: 60, maxLines: 1 },
  walimatulurus2: { label: 'editor.field.walimatulurus2', maxLength: 60, maxLines: 1 },
  groom_name: {
    label: 'editor.field.groomName',
    name: 'cardInput.name.groomName',
    maxLength: 40,
    maxLines: 1,
    required: true,
  },
  bride_name: {
    label: 'editor.field.brideName',
    name: 'cardInput.name.brideName',
    maxLength: 40,
    maxLines: 1,
    required: true,
  },
  parent_name: {
    label: 'editor.field.parentName',
    maxLength: 400,
    maxLines: MAX_PARENT_NAME_LINES,
  },
  message: { label: 'editor.field.message', maxLength: 1000, maxLines: MAX_MESSAGE_LINES },
  groom_fullname: {
    label: 'editor.field.groomFullname',
    maxLength: 100,
    maxLines: MAX_FULLNAME_LINES,
  },
  bride_fullname: {
    label: 'editor.field.brideFullname',
    maxLength: 100,
    maxLines: MAX_FULLNAME_LINES,
  },
  doa: { label: 'editor.field.doa', maxLength: 1500, maxLines: MAX_DOA_LINES },
} as const satisfies Record<string, TextRule>;

/** Each text field of a majlis, likewise. */
export const MAJLIS_TEXT_RULES = {
  location: { label: 'editor.field.location', maxLength: 300, maxLines: MAX_LOCATION_LINES },
  hosts: { label: 'editor.field.hosts', maxLength: 400, maxLines: MAX_HOSTS_LINES },
  // Named for the add-majlis dialog, which asks for one.
  title: {
    label: 'editor.field.title',
    name: 'cardInput.name.title',
    maxLength: 60,
    maxLines: 1,
  },
} as const satisfies Record<string, TextRule>;

export type CardTextField = keyof typeof CARD_TEXT_RULES;
export type MajlisTextField = keyof typeof MAJLIS_TEXT_RULES;

export { lineCount } from '../text/clean-text';

/**
 * The messages of a text field (what the web shows beside it, and what the API answers), as
 * the catalogue's words (`ruleMessage`) naming the field by its label.
 */
export function textMessages(rule: TextRule) {
  const label = { id: rule.label };
  return {
    // Only a field with a `name` is ever asked for (a required one, the add-majlis title).
    required: ruleMessage('cardInput.text.required', { name: { id: rule.name ?? rule.label } }),
    invalid: ruleMessage('cardInput.text.invalid', { label }),
    tooLong: ruleMessage('cardInput.text.tooLong', { label, max: rule.maxLength }),
    tooManyLines:
      rule.maxLines === 1
        ? ruleMessage('cardInput.text.oneLine', { label })
        : ruleMessage('cardInput.text.tooManyLines', { label, max: rule.maxLines }),
    badCharacters: ruleMessage('cardInput.text.badCharacters', { label }),
  };
}

/** The card's other refusals, as the catalogue's words (`ruleMessage`). */
export const CARD_INPUT_MESSAGES = {
  draft: ruleMessage('cardInput.draft'),
  theme: ruleMessage('cardInput.theme'),
  toggleWalima: ruleMessage('cardInput.toggleWalima'),
  weddingDate: ruleMessage('cardInput.weddingDate'),
  startTime: ruleMessage('cardInput.startTime'),
  endTime: ruleMessage('cardInput.endTime'),
  programme: ruleMessage('cardInput.programme'),
  programmeTooLong: ruleMessage('cardInput.programmeTooLong', { max: MAX_PROGRAMME_ITEMS }),
  programmeTitle: ruleMessage('cardInput.programmeTitle'),
  programmeTitleTooLong: ruleMessage('cardInput.programmeTitleTooLong', {
    max: MAX_PROGRAMME_TITLE_LENGTH,
  }),
  programmeTime: ruleMessage('cardInput.programmeTime'),
  contacts: ruleMessage('cardInput.contacts'),
  contactsTooMany: ruleMessage('cardInput.contactsTooMany', { max: MAX_CONTACTS }),
  contactName: ruleMessage('cardInput.contactName'),
  contactNameTooLong: ruleMessage('cardInput.contactNameTooLong', {
    max: MAX_CONTACT_NAME_LENGTH,
  }),
  contactPhone: ruleMessage('cardInput.contactPhone'),
  contactMethod: ruleMessage('cardInput.contactMethod'),
  directions: ruleMessage('cardInput.directions'),
  directionsTooMany: ruleMessage('cardInput.directionsTooMany'),
  locationName: ruleMessage('cardInput.locationName'),
  locationNameTooLong: ruleMessage('cardInput.locationNameTooLong', {
    max: MAX_LOCATION_NAME_LENGTH,
  }),
  googleMapsUrl: ruleMessage('cardInput.googleMapsUrl'),
  wazeUrl: ruleMessage('cardInput.wazeUrl'),
  directionMismatch: ruleMessage('cardInput.directionMismatch'),
  headingFont: ruleMessage('cardInput.headingFont'),
  headingSize: ruleMessage('cardInput.headingSize'),
  bodyFont: ruleMessage('cardInput.bodyFont'),
  majlis: ruleMessage('cardInput.majlis'),
  majlisNone: ruleMessage('cardInput.majlisNone'),
  majlisTooMany: ruleMessage('cardInput.majlisTooMany', { max: MAX_MAJLIS }),
  majlisKind: ruleMessage('cardInput.majlisKind'),
  majlisId: ruleMessage('cardInput.majlisId'),
  majlisIdRepeated: ruleMessage('cardInput.majlisIdRepeated'),
  inviteOnly: ruleMessage('cardInput.inviteOnly'),
  majlisOpen: ruleMessage('cardInput.majlisOpen'),
  sessions: ruleMessage('cardInput.sessions'),
  sessionsTooMany: ruleMessage('cardInput.sessionsTooMany', { max: MAX_SESSIONS }),
  sessionLabel: ruleMessage('cardInput.sessionLabel'),
  sessionLabelTooLong: ruleMessage('cardInput.sessionLabelTooLong', { max: 60 }),
  sessionStart: ruleMessage('cardInput.sessionStart'),
  sessionEnd: ruleMessage('cardInput.sessionEnd'),
  sessionSeats: ruleMessage('cardInput.sessionSeats', { max: MAX_SESSION_SEATS }),
  showHijri: ruleMessage('cardInput.showHijri'),
  hijriAdjust: ruleMessage('cardInput.hijriAdjust'),
} as const;

/** One text field of the card, by the shared user-text rule, with its own messages. */
function textField(rule: TextRule) {
  const { maxLength, maxLines, required } = rule;
  return userText({ maxLength, maxLines, required, messages: textMessages(rule) });
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
