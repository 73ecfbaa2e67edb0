import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDays as contractDays } from '../../../contract/trips.ts';
import {
  addDays,
  calendarDays,
  dateRangeLabel,
  parseCalendarDate,
  shortDate,
  tripLength,
} from './trip-days.ts';
import { canGenerate, generateDays } from './trip-model.ts';

describe('itinerary days (spec 2 §4: one per calendar day, inclusive)', () => {
  it('makes one day per date, first and last included, ids day-1…day-N', () => {
    const days = generateDays('2025-06-10', '2025-06-12');
    expect(days).toEqual([
      { id: 'day-1', date: '2025-06-10', activities: [] },
      { id: 'day-2', date: '2025-06-11', activities: [] },
      { id: 'day-3', date: '2025-06-12', activities: [] },
    ]);
    expect(generateDays('2025-06-10', '2025-06-10')).toHaveLength(1);
  });

  it('crosses month, leap-day and year boundaries', () => {
    expect(calendarDays('2025-01-30', '2025-02-02')).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
    ]);
    expect(calendarDays('2024-02-28', '2024-03-01')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(calendarDays('2023-02-28', '2023-03-01')).toEqual(['2023-02-28', '2023-03-01']);
    expect(calendarDays('2025-12-30', '2026-01-02')).toHaveLength(4);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('gives nothing for a missing, impossible or backwards range (the button stays disabled)', () => {
    expect(generateDays('', '2025-06-12')).toEqual([]);
    expect(generateDays('2025-06-12', '2025-06-10')).toEqual([]);
    expect(parseCalendarDate('2025-02-30')).toBeNull();
    expect(canGenerate({ startDate: '2025-06-10', endDate: '' })).toBe(false);
    expect(canGenerate({ startDate: '2025-06-10', endDate: '2025-06-10' })).toBe(true);
    // The contract's limit: at most 60 days.
    expect(canGenerate({ startDate: '2025-01-01', endDate: '2025-03-01' })).toBe(true);
    expect(canGenerate({ startDate: '2025-01-01', endDate: '2025-03-02' })).toBe(false);
  });

  it('labels tabs with a short date and the hero with the range', () => {
    expect(shortDate('2025-03-01')).toBe('Mar 1');
    expect(dateRangeLabel('2025-12-30', '2026-01-02')).toBe('Dec 30 – Jan 2, 2026');
    expect(dateRangeLabel('', '2026-01-02')).toBe('');
  });

  describe('in time zones with daylight saving', () => {
    const original = process.env.TZ;
    afterAll(() => {
      process.env.TZ = original;
    });

    for (const zone of ['America/New_York', 'Europe/Berlin', 'Australia/Sydney']) {
      describe(zone, () => {
        beforeAll(() => {
          process.env.TZ = zone;
        });

        it('neither skips nor repeats the day the clocks change', () => {
          // US spring forward 9 March 2025, EU fall back 26 October 2025, Sydney 6 April 2025.
          for (const [start, end, length] of [
            ['2025-03-08', '2025-03-11', 4],
            ['2025-10-25', '2025-10-28', 4],
            ['2025-04-05', '2025-04-07', 3],
          ] as const) {
            const dates = calendarDays(start, end);
            expect(dates).toHaveLength(length);
            expect(new Set(dates).size).toBe(length);
            expect(tripLength(start, end)).toBe(length);
            // The same days the server checks the itinerary against.
            expect(generateDays(start, end).map((day) => day.date)).toEqual(
              contractDays(start, end).map((day) => day.date),
            );
          }
          expect(shortDate('2025-03-09')).toBe('Mar 9');
          expect(shortDate('2025-10-26')).toBe('Oct 26');
        });
      });
    }
  });
});
