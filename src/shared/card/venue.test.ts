import { describe, expect, it } from 'vitest';
import { malay, ruleTextIn } from '../i18n/rule-words-in';
import {
  VENUE_COORDINATE_MESSAGE,
  applyVenueForm,
  directionLocationName,
  venueForm,
} from './venue';

const COORDINATE_MESSAGE = VENUE_COORDINATE_MESSAGE;

describe('applyVenueForm (the venue panel)', () => {
  it('sets Tempat and the one direction, its links built from the coordinates', () => {
    const result = applyVenueForm({
      name: ' Dewan Orkid\r\nJalan Ampang \n',
      coordinates: '3.158, 101.7118',
    });
    expect(result).toEqual({
      ok: true,
      fields: {
        location: 'Dewan Orkid\nJalan Ampang',
        directions: [
          {
            locationName: 'Dewan Orkid, Jalan Ampang',
            googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=3.158,101.7118',
            wazeUrl: 'https://waze.com/ul?ll=3.158,101.7118&navigate=yes',
          },
        ],
      },
    });
  });

  it('words the coordinate message for the panel’s own guide (there is no video)', () => {
    expect(malay(VENUE_COORDINATE_MESSAGE)).toBe(
      'Masukkan koordinat mengikut format seperti: 3.XXXXXX,101.XXXXXX. Rujuk langkah "Cara copy koordinat" di atas.',
    );
    expect(malay(VENUE_COORDINATE_MESSAGE)).not.toMatch(/video/i);
    expect(ruleTextIn('en', VENUE_COORDINATE_MESSAGE)).not.toMatch(/video/i);
  });

  it('asks for both fields, with the coordinate message', () => {
    const result = applyVenueForm({ name: '  ', coordinates: '' });
    expect(result).toEqual({
      ok: false,
      errors: { name: expect.any(String), coordinates: COORDINATE_MESSAGE },
    });
    expect(!result.ok && malay(result.errors.name ?? '')).toBe('Sila masukkan nama lokasi.');
  });

  it('refuses coordinates off the pattern or off the globe', () => {
    for (const coordinates of ['3.1,101', '3,101.5', '95.1,101.5', 'Kuala Lumpur']) {
      const result = applyVenueForm({ name: 'Dewan', coordinates });
      expect(result).toEqual({ ok: false, errors: { coordinates: COORDINATE_MESSAGE } });
    }
  });

  it('applies the Tempat field’s own length and line limits', () => {
    const result = applyVenueForm({ name: 'a\nb\nc\nd\ne\nf\ng', coordinates: '3.1,101.5' });
    expect(result).toEqual({ ok: false, errors: { name: expect.any(String) } });
    expect(!result.ok && malay(result.errors.name ?? '')).toBe(
      'Lokasi terlalu banyak baris (maksimum 6 baris).',
    );
  });
});

describe('directionLocationName', () => {
  it('joins the lines with commas and skips empty ones', () => {
    expect(directionLocationName('Dewan Seri\n\n  Jalan Tun Razak \n')).toBe(
      'Dewan Seri, Jalan Tun Razak',
    );
  });

  it('cuts a long venue at a word within 120 characters', () => {
    const name = directionLocationName(`${'Dewan Besar '.repeat(15)}Akhir`);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith('Besar')).toBe(true);
  });
});

describe('venueForm', () => {
  it('reads Tempat and the direction’s coordinates back for Update Location', () => {
    const fields = applyVenueForm({ name: 'Dewan', coordinates: '-6.2,106.816666' });
    if (!fields.ok) throw new Error('expected a venue');
    expect(venueForm(fields.fields)).toEqual({ name: 'Dewan', coordinates: '-6.2,106.816666' });
  });

  it('has empty coordinates when the card has no direction yet', () => {
    expect(venueForm({ location: 'Dewan', directions: [] })).toEqual({
      name: 'Dewan',
      coordinates: '',
    });
  });
});
