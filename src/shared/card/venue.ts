import type { Coordinates } from '../location/coordinates';
import {
  coordinatesOfGoogleMapsUrl,
  googleMapsUrl,
  parseCoordinates,
  wazeUrl,
} from '../location/coordinates';
import { ruleMessage } from '../i18n/rule-words';
import type { Direction, Majlis } from './card-content';
import { CARD_INPUT_MESSAGES, MAX_LOCATION_NAME_LENGTH, cardTextError } from './card-input';

// The create screen's venue panel: a Location Name and a Coordinate, both required.
// The name is what guests read under Tempat (several lines allowed); the coordinates become
// the card's one direction (a new one replaces the first), whose links open
// Google Maps and Waze at that point.

/**
 * The Coordinate field's message. The spec's words end "Rujuk video diatas cara copy koordinat",
 * but Jemput's panel has no video: it has a three-step guide above the form, so the message
 * points there, with the spec's format example unchanged.
 */
export const VENUE_COORDINATE_MESSAGE = ruleMessage('cardInput.venueCoordinates');

export interface VenueForm {
  name: string;
  coordinates: string;
}

/** Each wrong field's message, as the catalogue's words (`ruleMessage`). */
export type VenueErrors = Partial<Record<keyof VenueForm, string>>;

/**
 * The venue's lines as one line for the location panel's heading ("Dewan Seri Kenanga, Jalan
 * Tun Razak"), cut at a word within the direction's length limit.
 */
export function directionLocationName(location: string): string {
  const oneLine = location
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  if (oneLine.length <= MAX_LOCATION_NAME_LENGTH) return oneLine;
  const cut = oneLine.slice(0, MAX_LOCATION_NAME_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > MAX_LOCATION_NAME_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(
    /[,\s]+$/,
    '',
  );
}

/** `3.139003, 101.686855` as a person types it into the panel again (its Update Location). */
export function coordinatesText(coordinates: Coordinates): string {
  return `${coordinates.latitude},${coordinates.longitude}`;
}

/** The panel's form as a majlis stands: its Tempat text and its direction's coordinates. */
export function venueForm(majlis: Pick<Majlis, 'location' | 'directions'>): VenueForm {
  const direction = majlis.directions[0];
  const coordinates = direction ? coordinatesOfGoogleMapsUrl(direction.googleMapsUrl) : null;
  return {
    name: majlis.location,
    coordinates: coordinates ? coordinatesText(coordinates) : '',
  };
}

/**
 * Checks the panel's form with the server's own rules: the majlis fields it sets, or the message
 * of each field that is wrong.
 */
export function applyVenueForm(
  form: VenueForm,
):
  | { ok: true; fields: Pick<Majlis, 'location' | 'directions'> }
  | { ok: false; errors: VenueErrors } {
  const name = form.name.trim().replace(/\r\n?/g, '\n');
  const errors: VenueErrors = {};
  if (!name) errors.name = CARD_INPUT_MESSAGES.locationName;
  else {
    const nameError = cardTextError('location', name);
    if (nameError) errors.name = nameError;
  }
  const coordinates = parseCoordinates(form.coordinates);
  if (!coordinates) errors.coordinates = VENUE_COORDINATE_MESSAGE;
  if (errors.name || !coordinates) return { ok: false, errors };
  const direction: Direction = {
    locationName: directionLocationName(name),
    wazeUrl: wazeUrl(coordinates),
    googleMapsUrl: googleMapsUrl(coordinates),
  };
  return { ok: true, fields: { location: name, directions: [direction] } };
}
