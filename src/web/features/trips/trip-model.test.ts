import { describe, expect, it } from 'vitest';
import { ZTripCreateBody, type TTrip } from '../../../contract/trips.ts';
import {
  activitiesDroppedBy,
  clampTravelers,
  emptyTrip,
  fromTrip,
  isMeaningful,
  isSavable,
  parseAmount,
  toTripBody,
  tripReducer,
  type Activity,
  type TripDraft,
} from './trip-model.ts';

const activity = (id: string, cost = 0): Activity => ({
  id,
  title: `Activity ${id}`,
  type: 'attraction',
  time: '',
  location: '',
  cost,
  notes: '',
});

function planned(): TripDraft {
  let trip: TripDraft = { ...emptyTrip('EUR'), startDate: '2025-06-10', endDate: '2025-06-12' };
  trip = tripReducer(trip, { type: 'generate' });
  trip = tripReducer(trip, { type: 'add', dayId: 'day-1', activity: activity('a', 10) });
  trip = tripReducer(trip, { type: 'add', dayId: 'day-1', activity: activity('b', 20) });
  trip = tripReducer(trip, { type: 'add', dayId: 'day-3', activity: activity('c', 5) });
  return trip;
}

const ids = (trip: TripDraft, day: number) => trip.days[day]!.activities.map((item) => item.id);

describe('the trip being planned', () => {
  it('starts empty with two travelers and is not worth saving until something is typed', () => {
    const trip = emptyTrip('USD');
    expect(trip.travelers).toBe(2);
    expect(isMeaningful(trip)).toBe(false);
    expect(isMeaningful({ ...trip, title: 'Lisbon' })).toBe(true);
    expect(isMeaningful({ ...trip, title: '   ' })).toBe(false);
    expect(isMeaningful({ ...trip, travelers: 3 })).toBe(true);
  });

  it('regenerating replaces every day and its activities', () => {
    const trip = tripReducer(planned(), { type: 'generate' });
    expect(trip.days).toHaveLength(3);
    expect(trip.days.every((day) => day.activities.length === 0)).toBe(true);
  });

  it('moves an activity within its day and never past either end', () => {
    let trip = planned();
    trip = tripReducer(trip, { type: 'move', dayId: 'day-1', activityId: 'b', offset: -1 });
    expect(ids(trip, 0)).toEqual(['b', 'a']);
    const same = tripReducer(trip, { type: 'move', dayId: 'day-1', activityId: 'b', offset: -1 });
    expect(ids(same, 0)).toEqual(['b', 'a']);
  });

  it('puts a deleted activity back where it was (Undo), once', () => {
    let trip = tripReducer(planned(), { type: 'remove', dayId: 'day-1', activityId: 'a' });
    expect(ids(trip, 0)).toEqual(['b']);
    trip = tripReducer(trip, {
      type: 'restore',
      dayId: 'day-1',
      activity: activity('a', 10),
      index: 0,
    });
    trip = tripReducer(trip, {
      type: 'restore',
      dayId: 'day-1',
      activity: activity('a', 10),
      index: 0,
    });
    expect(ids(trip, 0)).toEqual(['a', 'b']);
  });

  it('moves the days with new dates, and counts what a shorter trip would drop', () => {
    const trip = planned();
    expect(activitiesDroppedBy(trip, '2025-07-01', '2025-07-02')).toBe(1);
    expect(activitiesDroppedBy(trip, '2025-07-01', '2025-07-05')).toBe(0);
    const moved = tripReducer(trip, {
      type: 'dates',
      startDate: '2025-07-01',
      endDate: '2025-07-04',
    });
    expect(moved.days.map((day) => day.date)).toEqual([
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
    ]);
    expect(ids(moved, 0)).toEqual(['a', 'b']);
    expect(ids(moved, 2)).toEqual(['c']);
    expect(isSavable(moved)).toBe(true);
  });

  it('holds the save back while the dates do not match the days', () => {
    const cleared = tripReducer(planned(), { type: 'dates', startDate: '', endDate: '2025-06-12' });
    expect(cleared.days).toHaveLength(3);
    expect(isSavable(cleared)).toBe(false);
    const backwards = { ...emptyTrip('USD'), startDate: '2025-06-12', endDate: '2025-06-10' };
    expect(isSavable(backwards)).toBe(false);
    expect(isSavable({ ...emptyTrip('USD'), startDate: '2025-06-12' })).toBe(true);
  });

  it('keeps travelers at 1 or more and amounts non-negative with cents', () => {
    expect(clampTravelers(0)).toBe(1);
    expect(clampTravelers(-3)).toBe(1);
    expect(clampTravelers(4.7)).toBe(4);
    expect(clampTravelers(Number.NaN)).toBe(1);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('-5')).toBe(0);
    expect(parseAmount('12.345')).toBe(12.35);
  });

  it('sends a body the contract accepts and reads a saved trip back the same', () => {
    const trip = planned();
    const body = toTripBody(trip);
    expect(body.days?.[0]?.activities?.[0]?.time).toBeNull();
    expect(ZTripCreateBody.safeParse(body).success).toBe(true);
    expect(toTripBody(emptyTrip('USD')).startDate).toBeNull();
    const parsed = ZTripCreateBody.parse(body);
    const saved: TTrip = {
      ...parsed,
      id: '5d0c8a5e-0000-4000-8000-0000000000aa',
      totalCost: 35,
      activityCount: 3,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      version: 1,
      share: null,
    };
    expect(fromTrip(saved)).toEqual(trip);
  });
});
