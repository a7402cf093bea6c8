import { describe, expect, it } from 'vitest';
import { heldAt, takenDown } from './after-the-day';

const majlis = (date: string, start_time: string, end_time: string) => ({
  date,
  start_time,
  end_time,
});

describe('the card after the day', () => {
  it('is held from the end of the last majlis, one running past midnight included', () => {
    expect(heldAt([])).toBeNull();
    expect(
      heldAt([majlis('2030-06-15', '11:30', '17:00'), majlis('2030-06-14', '20:00', '22:00')]),
    ).toEqual(new Date('2030-06-15T09:00:00Z'));
    expect(heldAt([majlis('2030-06-15', '20:00', '01:00')])).toEqual(
      new Date('2030-06-15T17:00:00Z'),
    );
  });

  it('is taken down only once held, and only when the owner chose so', () => {
    expect(takenDown('down', false)).toBe(false);
    expect(takenDown('keep', true)).toBe(false);
    expect(takenDown('down', true)).toBe(true);
  });
});
