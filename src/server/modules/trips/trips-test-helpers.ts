import { generateDays, type TTripCreateBody } from '../../../contract/trips.ts';

/** A three-day Lisbon trip with two activities on the first day and one on the last. */
export function lisbonTrip(overrides: Partial<TTripCreateBody> = {}): TTripCreateBody {
  const days = generateDays('2026-05-01', '2026-05-03');
  days[0]!.activities = [
    {
      id: 'castle',
      title: 'Castelo de São Jorge',
      type: 'attraction',
      time: '09:30',
      location: 'Castle hill, Alfama',
      cost: 15,
      notes: 'Go early, before the tour buses',
    },
    {
      id: 'dinner',
      title: 'Dinner at Cervejaria Ramiro',
      type: 'restaurant',
      time: '20:00',
      location: 'Av. Almirante Reis 1',
      cost: 64.5,
      notes: '',
    },
  ];
  days[2]!.activities = [
    {
      id: 'checkout',
      title: 'Hotel check-out',
      type: 'hotel',
      time: null,
      location: '',
      cost: 0,
      notes: '',
    },
  ];
  return {
    title: 'Lisbon long weekend',
    destination: 'Lisbon, Portugal',
    startDate: '2026-05-01',
    endDate: '2026-05-03',
    budget: 900,
    travelers: 2,
    description: 'Tiles, trams and pastéis de nata.',
    currency: 'EUR',
    days,
    ...overrides,
  };
}

export type IcsEvent = Map<string, { params: string; value: string }>;

/**
 * A small RFC 5545 reader for tests: unfolds continuation lines, then returns the calendar's own
 * properties and one map per VEVENT (property name → parameters and value, escapes undone).
 */
export function parseIcs(text: string): { calendar: IcsEvent; events: IcsEvent[] } {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const calendar: IcsEvent = new Map();
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      current = new Map();
      continue;
    }
    if (line === 'END:VEVENT') {
      if (current) events.push(current);
      current = null;
      continue;
    }
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const [name, ...params] = head.split(';');
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
    (current ?? calendar).set(name!, { params: params.join(';'), value });
  }
  return { calendar, events };
}
