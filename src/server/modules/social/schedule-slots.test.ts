import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, nextSlots, timesOfDay } from './schedule-slots.ts';

const rules = (overrides = {}) => ({
  frequency: 'daily' as const,
  timesPerDay: 2,
  preferredTimes: ['09:00', '17:00'],
  timezone: 'UTC',
  ...overrides,
});

describe('default publishing times', () => {
  it('take the preferred times, spreading the missing ones over the day', () => {
    expect(timesOfDay(rules())).toEqual([540, 1020]);
    expect(timesOfDay(rules({ timesPerDay: 1 }))).toEqual([540]);
    // 08:00, then two more between 09:00 and 21:00: 13:00 and 17:00.
    expect(timesOfDay(rules({ timesPerDay: 3, preferredTimes: ['08:00'] }))).toEqual([
      480, 780, 1020,
    ]);
  });

  it('are wall-clock times of the campaign’s zone, across a DST change', () => {
    // Europe/Lisbon moves to summer time on 29 March 2026.
    const slots = nextSlots(rules({ timezone: 'Europe/Lisbon', timesPerDay: 1 }), {
      after: new Date('2026-03-27T12:00:00Z'),
      count: 3,
      taken: new Set(),
    });
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
  });

  it('step a week or two for weekly and bi-weekly campaigns, skipping taken slots', () => {
    const after = new Date('2026-01-05T10:00:00Z');
    const weekly = nextSlots(rules({ frequency: 'weekly' }), { after, count: 3, taken: new Set() });
    expect(weekly.map((slot) => slot.toISOString())).toEqual([
      '2026-01-05T17:00:00.000Z',
      '2026-01-12T09:00:00.000Z',
      '2026-01-12T17:00:00.000Z',
    ]);
    const biweekly = nextSlots(rules({ frequency: 'bi-weekly' }), {
      after,
      count: 2,
      taken: new Set(['2026-01-05T17:00:00.000Z']),
    });
    expect(biweekly.map((slot) => slot.toISOString())).toEqual([
      '2026-01-19T09:00:00.000Z',
      '2026-01-19T17:00:00.000Z',
    ]);
  });

  it('know IANA zones only', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
