import type { StoredSchedulingRules } from '../../../db/schema/social-campaigns.ts';

/**
 * A campaign's default publishing times (issue 26 §4): its preferred times of day in its own
 * time zone (the first `timesPerDay`, evenly spread between 09:00 and 21:00 when it names
 * fewer), on every day, every 7th or every 14th day for daily, weekly and bi-weekly campaigns.
 */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone is ahead of UTC at `at`. */
function offsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a wall-clock time of a day is in a zone (DST gaps move forward by the offset). */
export function zonedInstant(
  zone: string,
  day: { y: number; m: number; d: number },
  minutes: number,
) {
  const guess = Date.UTC(day.y, day.m, day.d, 0, minutes);
  const first = guess - offsetMinutes(zone, new Date(guess)) * 60_000;
  return new Date(guess - offsetMinutes(zone, new Date(first)) * 60_000);
}

export function timesOfDay(rules: StoredSchedulingRules): number[] {
  const given = [...new Set(rules.preferredTimes)]
    .map((time) => {
      const [h, m] = time.split(':').map(Number);
      return h! * 60 + m!;
    })
    .sort((a, b) => a - b)
    .slice(0, rules.timesPerDay);
  const missing = rules.timesPerDay - given.length;
  for (let index = 0; index < missing; index += 1) {
    const spread = 9 * 60 + Math.round(((index + 1) * 12 * 60) / (missing + 1));
    if (!given.includes(spread)) given.push(spread);
  }
  return given.sort((a, b) => a - b);
}

const DAY_STEP = { daily: 1, weekly: 7, 'bi-weekly': 14 } as const;

/** The next `count` slots after `after` that are not in `taken` (ISO strings). */
export function nextSlots(
  rules: StoredSchedulingRules,
  { after, count, taken }: { after: Date; count: number; taken: ReadonlySet<string> },
): Date[] {
  const zone = isKnownTimeZone(rules.timezone) ? rules.timezone : 'UTC';
  const times = timesOfDay(rules);
  const slots: Date[] = [];
  const local = new Date(after.getTime() + offsetMinutes(zone, after) * 60_000);
  const start = { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate() };
  for (let day = 0; slots.length < count && day < 3_660; day += DAY_STEP[rules.frequency]) {
    for (const minutes of times) {
      const at = zonedInstant(zone, { ...start, d: start.d + day }, minutes);
      if (at.getTime() <= after.getTime() || taken.has(at.toISOString())) continue;
      slots.push(at);
      if (slots.length === count) break;
    }
  }
  return slots;
}
