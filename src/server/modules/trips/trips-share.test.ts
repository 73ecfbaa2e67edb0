import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTripRoute,
  deleteTripRoute,
  getTripRoute,
  listTripsRoute,
  sharedTripCalendarRoute,
  sharedTripRoute,
  shareTripRoute,
  tripCalendarRoute,
  unshareTripRoute,
  updateTripRoute,
  type TTrip,
  type TTripCreateBody,
} from '../../../contract/trips.ts';
import { users } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { lisbonTrip, parseIcs } from './trips-test-helpers.ts';

const { app, database } = await createTestApp({ baseUrl: 'https://roamly.example' });
const owner = await buildMember(database, { firstName: 'Maya', lastName: 'Rivers' });
const stranger = await buildMember(database);

async function createdTrip(overrides: Partial<TTripCreateBody> = {}): Promise<TTrip> {
  const response = await injectRoute(app, createTripRoute, {
    body: lisbonTrip(overrides),
    cookie: owner.cookie,
  });
  expect(response.status).toBe(201);
  return response.body;
}

const share = (id: string, cookie = owner.cookie) =>
  injectRoute(app, shareTripRoute, { params: { id }, cookie });
const readShared = (token: string) =>
  injectRoute(app, sharedTripRoute, { params: { token }, remoteAddress: clientAddress() });

describe('share links', () => {
  it('gives a read-only link that works signed out and hides owner-only fields', async () => {
    const trip = await createdTrip();
    const first = await share(trip.id);
    expect(first.status).toBe(200);
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.path).toBe(`/trips/shared/${first.body.token}`);
    // Asking again returns the same link.
    const again = await share(trip.id);
    expect(again.body).toEqual(first.body);

    const shared = await readShared(first.body.token);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({
      id: trip.id,
      title: 'Lisbon long weekend',
      days: trip.days,
      totalCost: 79.5,
      owner: { id: owner.user.id, firstName: 'Maya', lastName: 'Rivers' },
    });
    expect(shared.body).not.toHaveProperty('version');
    expect(shared.body).not.toHaveProperty('share');
    expect(JSON.stringify(shared.body)).not.toContain(owner.user.email);
    expect(JSON.stringify(shared.body)).not.toContain(first.body.token);

    const own = await injectRoute(app, getTripRoute, {
      params: { id: trip.id },
      cookie: owner.cookie,
    });
    expect(own.body.share).toEqual(first.body);
    expect(own.body.version).toBe(1);
    const list = await injectRoute(app, listTripsRoute, { query: {}, cookie: owner.cookie });
    expect(list.body.items.find((item) => item.id === trip.id)?.isShared).toBe(true);
  });

  it('serves nothing through the link (page or .ics) while the owner is suspended', async () => {
    const member = await buildMember(database);
    const created = await injectRoute(app, createTripRoute, {
      body: lisbonTrip(),
      cookie: member.cookie,
    });
    const { body } = await share(created.body.id, member.cookie);
    expect((await readShared(body.token)).status).toBe(200);

    await database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, member.user.id));
    const page = await readShared(body.token);
    expect(page.status).toBe(404);
    const file = await injectRoute(app, sharedTripCalendarRoute, {
      params: { token: body.token },
      remoteAddress: clientAddress(),
    });
    expect(file.status).toBe(404);

    await database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, member.user.id));
    expect((await readShared(body.token)).status).toBe(200);
  });

  it('does not let a link holder or another member change the trip', async () => {
    const trip = await createdTrip();
    const { body } = await share(trip.id);
    const save = await injectRoute(app, updateTripRoute, {
      params: { id: trip.id },
      body: { ...lisbonTrip({ title: 'Hijacked' }), version: 1 },
      cookie: stranger.cookie,
    });
    expect(save.status).toBe(404);
    const otherShare = await share(trip.id, stranger.cookie);
    expect(otherShare.status).toBe(404);
    const otherRevoke = await injectRoute(app, unshareTripRoute, {
      params: { id: trip.id },
      cookie: stranger.cookie,
    });
    expect(otherRevoke.status).toBe(404);
    expect((await readShared(body.token)).body.title).toBe('Lisbon long weekend');
  });

  it('shows later saves, and sharing does not bump the version autosave uses', async () => {
    const trip = await createdTrip();
    const { body } = await share(trip.id);
    const saved = await injectRoute(app, updateTripRoute, {
      params: { id: trip.id },
      body: { ...lisbonTrip({ title: 'Lisbon, updated' }), version: 1 },
      cookie: owner.cookie,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.share).toEqual(body);
    expect((await readShared(body.token)).body.title).toBe('Lisbon, updated');
  });

  it('revokes: the old link answers 404 and a new share makes a different link', async () => {
    const trip = await createdTrip();
    const { body: old } = await share(trip.id);
    const revoked = await injectRoute(app, unshareTripRoute, {
      params: { id: trip.id },
      cookie: owner.cookie,
    });
    expect(revoked.status).toBe(200);
    const gone = await readShared(old.token);
    expect(gone.status).toBe(404);
    expect(gone.message).toMatch(/link may have been turned off/);
    const goneIcs = await injectRoute(app, sharedTripCalendarRoute, {
      params: { token: old.token },
    });
    expect(goneIcs.status).toBe(404);
    const { body: fresh } = await share(trip.id);
    expect(fresh.token).not.toBe(old.token);
    expect((await readShared(fresh.token)).status).toBe(200);
  });

  it('a deleted trip takes its link with it; unknown and malformed tokens are refused', async () => {
    const trip = await createdTrip();
    const { body } = await share(trip.id);
    await injectRoute(app, deleteTripRoute, { params: { id: trip.id }, cookie: owner.cookie });
    expect((await readShared(body.token)).status).toBe(404);
    expect((await readShared('A'.repeat(43))).status).toBe(404);
    const malformed = await readShared('short');
    expect(malformed.status).toBe(400);
    expect(malformed.message).toMatch(/must be a valid share link/);
  });

  it('needs a signed-in owner to share', async () => {
    const trip = await createdTrip();
    expect((await injectRoute(app, shareTripRoute, { params: { id: trip.id } })).status).toBe(401);
  });
});

describe('calendar export', () => {
  it('exports one event per activity plus the whole trip, parsed back from the .ics', async () => {
    const trip = await createdTrip();
    const response = await injectRoute(app, tripCalendarRoute, {
      params: { id: trip.id },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.response.headers['content-disposition']).toBe(
      'attachment; filename="lisbon-long-weekend.ics"',
    );
    const { calendar, events } = parseIcs(response.response.body);
    expect(calendar.get('PRODID')?.value).toBe('-//Roamly//Trip planner//EN');
    expect(calendar.get('X-WR-CALNAME')?.value).toBe('Lisbon long weekend');
    expect(events).toHaveLength(4);

    const byUid = new Map(events.map((event) => [event.get('UID')?.value, event]));
    const whole = byUid.get(`trip-${trip.id}@roamly`);
    expect(whole?.get('DTSTART')).toEqual({ params: 'VALUE=DATE', value: '20260501' });
    // All-day DTEND is exclusive: the day after the last day.
    expect(whole?.get('DTEND')).toEqual({ params: 'VALUE=DATE', value: '20260504' });
    expect(whole?.get('SUMMARY')?.value).toBe('Lisbon long weekend');
    expect(whole?.get('LOCATION')?.value).toBe('Lisbon, Portugal');
    expect(whole?.get('DESCRIPTION')?.value).toContain('Budget: €900');

    const castle = byUid.get(`activity-castle-${trip.id}@roamly`);
    expect(castle?.get('SUMMARY')?.value).toBe('Castelo de São Jorge');
    expect(castle?.get('DTSTART')).toEqual({ params: '', value: '20260501T093000' });
    expect(castle?.get('DTEND')).toEqual({ params: '', value: '20260501T103000' });
    expect(castle?.get('LOCATION')?.value).toBe('Castle hill, Alfama');
    expect(castle?.get('DESCRIPTION')?.value).toBe('Go early, before the tour buses\n\nCost: €15');
    expect(castle?.get('CATEGORIES')?.value).toBe('Attraction');

    const dinner = byUid.get(`activity-dinner-${trip.id}@roamly`);
    expect(dinner?.get('DTSTART')?.value).toBe('20260501T200000');
    expect(dinner?.get('DESCRIPTION')?.value).toBe('Cost: €64.50');

    const checkout = byUid.get(`activity-checkout-${trip.id}@roamly`);
    expect(checkout?.get('DTSTART')).toEqual({ params: 'VALUE=DATE', value: '20260503' });
    expect(checkout?.get('DTEND')).toEqual({ params: 'VALUE=DATE', value: '20260504' });
    expect(checkout?.has('LOCATION')).toBe(false);
  });

  it('exports a shared trip signed out, linking back to the shared page', async () => {
    const trip = await createdTrip({ title: 'Açores: à volta!' });
    const { body } = await share(trip.id);
    const response = await injectRoute(app, sharedTripCalendarRoute, {
      params: { token: body.token },
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(200);
    expect(response.response.headers['content-disposition']).toBe(
      'attachment; filename="acores-a-volta.ics"',
    );
    const { events } = parseIcs(response.response.body);
    expect(events).toHaveLength(4);
    const whole = events.find((event) => event.get('UID')?.value === `trip-${trip.id}@roamly`);
    expect(whole?.get('URL')?.value).toBe(`https://roamly.example/trips/shared/${body.token}`);
  });

  it('escapes the calendar name (NAME, X-WR-CALNAME) as RFC 5545 text, like the event summary', async () => {
    const trip = await createdTrip({ title: 'Lisbon; Porto, C:\\new' });
    const response = await injectRoute(app, tripCalendarRoute, {
      params: { id: trip.id },
      cookie: owner.cookie,
    });
    const raw = response.response.body;
    expect(raw).toContain('\r\nNAME:Lisbon\\; Porto\\, C:\\\\new\r\n');
    expect(raw).toContain('\r\nX-WR-CALNAME:Lisbon\\; Porto\\, C:\\\\new\r\n');
    // The same escaping ical-generator gives the event's summary.
    expect(raw).toContain('\r\nSUMMARY:Lisbon\\; Porto\\, C:\\\\new\r\n');
  });

  it('exports only activities for a trip without dates, and refuses other members', async () => {
    const draft = await createdTrip({ startDate: null, endDate: null, days: [] });
    const empty = await injectRoute(app, tripCalendarRoute, {
      params: { id: draft.id },
      cookie: owner.cookie,
    });
    expect(empty.status).toBe(200);
    expect(parseIcs(empty.response.body).events).toHaveLength(0);
    const other = await injectRoute(app, tripCalendarRoute, {
      params: { id: draft.id },
      cookie: stranger.cookie,
    });
    expect(other.status).toBe(404);
    const signedOut = await injectRoute(app, tripCalendarRoute, { params: { id: draft.id } });
    expect(signedOut.status).toBe(401);
  });
});
