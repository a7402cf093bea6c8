import { describe, expect, it } from 'vitest';
import { calendarEvent, googleCalendarUrl, utcStamp } from './calendar-event';
import { sampleCardContent } from './sample-card';

const sample = sampleCardContent(new Date(2026, 10, 21));
const majlis = {
  ...sample.majlis[0]!,
  date: '2026-12-12',
  start_time: '11:30',
  end_time: '17:00',
  location: 'Dewan Seri Kenanga\nJalan Tun Razak\n50400 Kuala Lumpur',
};
const content = { ...sample, majlis: [majlis] };

describe('calendar event', () => {
  it('runs from the start to the end time in Kuala Lumpur, with the venue on one line', () => {
    const event = calendarEvent(content, majlis, 'https://jemput.my/kad/abc')!;
    expect(event.start.toISOString()).toBe('2026-12-12T03:30:00.000Z');
    expect(event.end.toISOString()).toBe('2026-12-12T09:00:00.000Z');
    expect(event.title).toBe('Walimatulurus: Adam & Hawa');
    expect(event.location).toBe('Dewan Seri Kenanga, Jalan Tun Razak, 50400 Kuala Lumpur');
    expect(event.description).toBe('Kad jemputan: https://jemput.my/kad/abc');
  });

  it('carries an evening reception past midnight', () => {
    const evening = { ...majlis, start_time: '20:00', end_time: '00:30' };
    const event = calendarEvent(content, evening, 'x')!;
    expect(event.end.toISOString()).toBe('2026-12-12T16:30:00.000Z');
  });

  it('gives no event for an invalid date', () => {
    expect(calendarEvent(content, { ...majlis, date: '2026-02-30' }, 'x')).toBeNull();
  });

  it('titles each majlis by its own title when the card has several', () => {
    const akad = { ...majlis, id: 'akad1', kind: 'akad' as const, date: '2026-12-11' };
    const twoMajlis = { ...content, majlis: [akad, majlis] };
    expect(calendarEvent(twoMajlis, akad, 'x')?.title).toBe('Akad Nikah: Adam & Hawa');
    expect(calendarEvent(twoMajlis, majlis, 'x')?.title).toBe('Majlis Resepsi: Adam & Hawa');
  });

  it('builds a Google Calendar link in UTC stamps with the Malaysian zone', () => {
    const url = new URL(
      googleCalendarUrl(calendarEvent(content, majlis, 'https://jemput.my/kad/abc')!),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20261212T033000Z/20261212T090000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kuala_Lumpur');
    expect(url.searchParams.get('text')).toBe('Walimatulurus: Adam & Hawa');
    expect(utcStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
