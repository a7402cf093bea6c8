import { describe, expect, it } from 'vitest';
import { googleMapsUrl, isCoordinates, parseCoordinates, wazeUrl } from './coordinates';

describe('coordinate rule', () => {
  it.each(['3.139003,101.686855', '3.139003, 101.686855', '-33.8688,151.2093', '1.5,-0.1'])(
    'accepts %s',
    (value) => expect(isCoordinates(value)).toBe(true),
  );

  it.each([
    '3,101',
    '3.1390031,101.686855',
    '123.1,101.1',
    '3.1;101.1',
    '3.1,  101.1',
    '3.1,1011.1',
    'Kuala Lumpur',
    '',
  ])('refuses %s', (value) => expect(isCoordinates(value)).toBe(false));

  it('parses the numbers and refuses latitudes off the globe', () => {
    expect(parseCoordinates(' 3.139003, 101.686855 ')).toEqual({
      latitude: 3.139003,
      longitude: 101.686855,
    });
    expect(parseCoordinates('95.0,101.0')).toBeNull();
  });

  it('builds the maps and navigation links from the coordinates', () => {
    const point = { latitude: 3.139003, longitude: 101.686855 };
    expect(googleMapsUrl(point)).toBe(
      'https://www.google.com/maps/search/?api=1&query=3.139003,101.686855',
    );
    expect(wazeUrl(point)).toBe('https://waze.com/ul?ll=3.139003,101.686855&navigate=yes');
  });
});
