import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTripRoute,
  deleteTripRoute,
  generateDays,
  getTripRoute,
  listTripsRoute,
  TRIP_MAX_ACTIVITIES_PER_DAY,
  TRIP_MAX_DAYS,
  TRIP_WRITE_RATE_LIMIT,
  updateTripRoute,
  type TTrip,
  type TTripCreateBody,
  type TTripUpdateBody,
} from '../../../contract/trips.ts';
import { trips } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { lisbonTrip } from './trips-test-helpers.ts';

const { app, database } = await createTestApp();
const owner = await buildMember(database, { firstName: 'Maya', lastName: 'Rivers' });
const stranger = await buildMember(database);

const create = (body: unknown, cookie = owner.cookie) =>
  injectRoute(app, createTripRoute, {
    body: body as TTripCreateBody,
    cookie,
    remoteAddress: clientAddress(),
  });

const save = (id: string, body: unknown, cookie = owner.cookie) =>
  injectRoute(app, updateTripRoute, { params: { id }, body: body as TTripUpdateBody, cookie });

async function createdTrip(overrides: Partial<TTripCreateBody> = {}): Promise<TTrip> {
  const response = await create(lisbonTrip(overrides));
  expect(response.status).toBe(201);
  return response.body;
}

describe('saving trips', () => {
  it('creates a trip with its itinerary and computed totals, and reads it back', async () => {
    const trip = await createdTrip();
    expect(trip).toMatchObject({
      title: 'Lisbon long weekend',
      destination: 'Lisbon, Portugal',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      budget: 900,
      travelers: 2,
      currency: 'EUR',
      version: 1,
      share: null,
      activityCount: 3,
      totalCost: 79.5,
    });
    expect(trip.days.map((day) => day.id)).toEqual(['day-1', 'day-2', 'day-3']);
    expect(trip.days[0]?.activities[0]).toEqual({
      id: 'castle',
      title: 'Castelo de São Jorge',
      type: 'attraction',
      time: '09:30',
      location: 'Castle hill, Alfama',
      cost: 15,
      notes: 'Go early, before the tour buses',
    });
    const read = await injectRoute(app, getTripRoute, {
      params: { id: trip.id },
      cookie: owner.cookie,
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(trip);
  });

  it('saves an empty draft with the spec defaults (2 travelers, no days yet)', async () => {
    const response = await create({});
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: '',
      travelers: 2,
      budget: 0,
      currency: 'USD',
      startDate: null,
      days: [],
      activityCount: 0,
    });
  });

  it('applies activity defaults: type attraction, no time, cost 0', async () => {
    const days = generateDays('2026-06-01', '2026-06-01');
    days[0]!.activities = [{ id: 'a1', title: 'Walk' } as never];
    const trip = await createdTrip({ startDate: '2026-06-01', endDate: '2026-06-01', days });
    expect(trip.days[0]?.activities[0]).toEqual({
      id: 'a1',
      title: 'Walk',
      type: 'attraction',
      time: null,
      location: '',
      cost: 0,
      notes: '',
    });
  });

  it('saves the whole document with the current version and bumps it', async () => {
    const trip = await createdTrip();
    const days = generateDays('2026-05-01', '2026-05-04');
    const response = await save(trip.id, {
      ...lisbonTrip({ endDate: '2026-05-04', days, title: 'Lisbon and Sintra', travelers: 3 }),
      version: trip.version,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Lisbon and Sintra',
      travelers: 3,
      version: 2,
      activityCount: 0,
      totalCost: 0,
    });
    expect(response.body.days).toHaveLength(4);
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(trip.updatedAt));
  });

  it('refuses a stale version with 409 and keeps the newer save', async () => {
    const trip = await createdTrip();
    const first = await save(trip.id, { ...lisbonTrip({ title: 'Tab A' }), version: 1 });
    expect(first.status).toBe(200);
    const stale = await save(trip.id, { ...lisbonTrip({ title: 'Tab B' }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/changed in another tab or device/);
    expect(stale.message).toMatch(/Reload the trip/);
    const read = await injectRoute(app, getTripRoute, {
      params: { id: trip.id },
      cookie: owner.cookie,
    });
    expect(read.body).toMatchObject({ title: 'Tab A', version: 2 });
  });

  it('deletes a trip; it is then gone', async () => {
    const trip = await createdTrip();
    const deleted = await injectRoute(app, deleteTripRoute, {
      params: { id: trip.id },
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    const read = await injectRoute(app, getTripRoute, {
      params: { id: trip.id },
      cookie: owner.cookie,
    });
    expect(read.status).toBe(404);
    expect(read.message).toBe('Trip not found');
  });
});

describe('validation', () => {
  const oneDay = (activities: unknown[]) => ({
    startDate: '2026-05-01',
    endDate: '2026-05-01',
    days: [{ id: 'day-1', date: '2026-05-01', activities }],
  });
  const activity = (overrides: Record<string, unknown> = {}) => ({
    id: 'a1',
    title: 'Museum',
    ...overrides,
  });

  it.each([
    [
      { startDate: '2026-05-03', endDate: '2026-05-01' },
      /End date must be on or after the start date/,
    ],
    [{ startDate: '2026-02-30' }, /Start date must be a real calendar date/],
    [{ startDate: '01/05/2026' }, /Start date must be a date \(YYYY-MM-DD\)/],
    [
      { startDate: '2026-01-01', endDate: '2026-03-15' },
      new RegExp(`End date must be at most ${TRIP_MAX_DAYS} days after the start date`),
    ],
    [{ travelers: 0 }, /Travelers must be at least 1/],
    [{ travelers: 2.5 }, /Travelers must be a whole number/],
    [{ budget: -1 }, /Budget must be at least 0/],
    [{ currency: 'XYZ' }, /Currency must be a supported currency code/],
    [{ title: 'x'.repeat(121) }, /Title must be at most 120 characters/],
    [{ description: 'x'.repeat(2001) }, /Description must be at most 2000 characters/],
    [oneDay([activity({ cost: -5 })]), /Cost must be at least 0/],
    [oneDay([activity({ title: '   ' })]), /Title is required/],
    [
      oneDay([activity({ type: 'spa' })]),
      /Type must be one of hotel, restaurant, attraction, transport, activity/,
    ],
    [oneDay([activity({ time: '25:00' })]), /Time must be a time \(HH:MM\)/],
    [oneDay([activity(), activity()]), /Days must not repeat the activity ID a1/],
    [
      oneDay(
        Array.from({ length: TRIP_MAX_ACTIVITIES_PER_DAY + 1 }, (_, i) =>
          activity({ id: `a${i}` }),
        ),
      ),
      new RegExp(`Activities must be at most ${TRIP_MAX_ACTIVITIES_PER_DAY} per day`),
    ],
    [
      {
        startDate: '2026-05-01',
        endDate: '2026-05-03',
        days: generateDays('2026-05-01', '2026-05-02'),
      },
      /Days must be one per calendar day from 2026-05-01 to 2026-05-03/,
    ],
    [
      {
        startDate: '2026-05-01',
        endDate: '2026-05-02',
        days: generateDays('2026-05-02', '2026-05-03'),
      },
      /Days must be one per calendar day/,
    ],
    [{ days: generateDays('2026-05-01', '2026-05-02') }, /Days need a start date and an end date/],
    [
      {
        days: generateDays('2026-01-01', '2026-03-15'),
        startDate: '2026-01-01',
        endDate: '2026-03-15',
      },
      /at most 60/,
    ],
  ])('refuses %o with a 400 that says why', async (body, expected) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.message).toMatch(expected);
  });

  it('ignores fields that are not part of a trip (the owner cannot be changed)', async () => {
    const response = await create({ ...lisbonTrip(), ownerId: stranger.user.id, version: 99 });
    expect(response.status).toBe(201);
    expect(response.body.version).toBe(1);
    const [row] = await database.db.select().from(trips).where(eq(trips.id, response.body.id));
    expect(row?.ownerId).toBe(owner.user.id);
  });

  it('refuses a save without a version and a malformed id', async () => {
    const trip = await createdTrip();
    const noVersion = await save(trip.id, lisbonTrip());
    expect(noVersion.status).toBe(400);
    expect(noVersion.message).toMatch(/Version is required/);
    const badId = await injectRoute(app, getTripRoute, {
      params: { id: 'not-a-trip' },
      cookie: owner.cookie,
    });
    expect(badId.status).toBe(400);
    expect(badId.message).toMatch(/ID must be a valid ID|must be a valid ID/);
  });

  it('rounds costs to cents and stores the document as validated', async () => {
    const trip = await createdTrip({
      ...oneDay([activity({ cost: 10.005, notes: '  Bring cash  ', extra: 'dropped' })]),
    } as Partial<TTripCreateBody>);
    expect(trip.days[0]?.activities[0]?.notes).toBe('Bring cash');
    const [row] = await database.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(row?.days[0]?.activities[0]).not.toHaveProperty('extra');
    expect(row?.totalCost).toBe(trip.totalCost);
  });
});

describe('ownership', () => {
  it('answers 404 to another member for every trip route, as if the trip did not exist', async () => {
    const trip = await createdTrip();
    const params = { id: trip.id };
    const read = await injectRoute(app, getTripRoute, { params, cookie: stranger.cookie });
    const write = await save(
      trip.id,
      { ...lisbonTrip({ title: 'Mine now' }), version: 1 },
      stranger.cookie,
    );
    const remove = await injectRoute(app, deleteTripRoute, { params, cookie: stranger.cookie });
    for (const response of [read, write, remove]) {
      expect(response.status).toBe(404);
      expect(response.message).toBe('Trip not found');
    }
    const still = await injectRoute(app, getTripRoute, { params, cookie: owner.cookie });
    expect(still.body).toMatchObject({ title: 'Lisbon long weekend', version: 1 });
  });

  it('answers 401 to a signed-out visitor', async () => {
    const trip = await createdTrip();
    const list = await injectRoute(app, listTripsRoute, { query: {} });
    const read = await injectRoute(app, getTripRoute, { params: { id: trip.id } });
    const created = await create(lisbonTrip(), '');
    expect([list.status, read.status, created.status]).toEqual([401, 401, 401]);
  });
});

describe('My Trips', () => {
  it('lists only my trips, most recently saved first, in keyset pages', async () => {
    const member = await buildMember(database);
    const ids: string[] = [];
    for (const title of ['Porto', 'Madeira', 'Azores']) {
      const response = await create(lisbonTrip({ title }), member.cookie);
      ids.push(response.body.id);
    }
    await create(lisbonTrip({ title: 'Not theirs' }), stranger.cookie);
    // Saving Porto again moves it to the top.
    await save(ids[0]!, { ...lisbonTrip({ title: 'Porto' }), version: 1 }, member.cookie);

    const first = await injectRoute(app, listTripsRoute, {
      query: { limit: 2 },
      cookie: member.cookie,
    });
    expect(first.status).toBe(200);
    expect(first.body.items.map((trip) => trip.title)).toEqual(['Porto', 'Azores']);
    expect(first.body.items[0]).toMatchObject({
      destination: 'Lisbon, Portugal',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      dayCount: 3,
      activityCount: 3,
      totalCost: 79.5,
      currency: 'EUR',
      isShared: false,
    });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await injectRoute(app, listTripsRoute, {
      query: { limit: 2, cursor: first.body.nextCursor! },
      cookie: member.cookie,
    });
    expect(second.body.items.map((trip) => trip.title)).toEqual(['Madeira']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a forged cursor and an oversized page with a 400', async () => {
    const forged = await injectRoute(app, listTripsRoute, {
      query: { cursor: 'abc' },
      cookie: owner.cookie,
    });
    expect(forged.status).toBe(400);
    expect(forged.message).toMatch(/Invalid cursor/);
    const big = await injectRoute(app, listTripsRoute, {
      query: { limit: 500 },
      cookie: owner.cookie,
    });
    expect(big.status).toBe(400);
    expect(big.message).toMatch(/Limit must be at most 50/);
  });
});

describe('rate limit', () => {
  it(`allows ${TRIP_WRITE_RATE_LIMIT.max} saves of a trip a minute per member, then answers 429`, async () => {
    const member = await buildMember(database);
    const other = await buildMember(database);
    const created = await create(lisbonTrip(), member.cookie);
    let version = created.body.version;
    // The limit counts per route: the create above does not use up a save.
    for (let i = 0; i < TRIP_WRITE_RATE_LIMIT.max; i += 1) {
      const response = await save(created.body.id, { ...lisbonTrip(), version }, member.cookie);
      expect(response.status).toBe(200);
      version = response.body.version;
    }
    const limited = await save(created.body.id, { ...lisbonTrip(), version }, member.cookie);
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/Too many attempts/);
    // Another member's autosave is not slowed down by this one.
    expect((await create(lisbonTrip(), other.cookie)).status).toBe(201);
  });
});
