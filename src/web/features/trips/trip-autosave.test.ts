import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTrip } from '../../../contract/trips.ts';
import { ApiError } from '../../lib/api.ts';
import { TripAutosave, type AutosaveOptions, type SaveStatus } from './trip-autosave.ts';
import { emptyTrip, type TripDraft } from './trip-model.ts';

const ID = '5d0c8a5e-0000-4000-8000-0000000000aa';

function saved(draft: TripDraft, version: number): TTrip {
  return {
    id: ID,
    title: draft.title,
    destination: draft.destination,
    startDate: draft.startDate || null,
    endDate: draft.endDate || null,
    budget: draft.budget,
    travelers: draft.travelers,
    description: draft.description,
    currency: draft.currency,
    days: [],
    totalCost: 0,
    activityCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    version,
    share: null,
  };
}

const titled = (title: string): TripDraft => ({ ...emptyTrip('USD'), title });

function setup(overrides: Partial<AutosaveOptions> = {}, target = { id: null, version: null }) {
  const statuses: SaveStatus[] = [];
  let version = target.version ?? 0;
  const options: AutosaveOptions = {
    delayMs: 800,
    create: vi.fn(async (body) => saved({ ...titled(body.title ?? '') }, (version = 1))),
    update: vi.fn(async (_id, body) => saved(titled(body.title ?? ''), (version += 1))),
    onStatus: (status) => statuses.push(status),
    onSaved: vi.fn(),
    onConflict: vi.fn(),
    ...overrides,
  };
  const saver = new TripAutosave(options, target);
  return { saver, options, statuses, last: () => statuses.at(-1) };
}

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for typing to stop, creates the trip once, then updates it with its version', async () => {
    const { saver, options, last } = setup();
    saver.change(titled('L'));
    saver.change(titled('Li'));
    await vi.advanceTimersByTimeAsync(799);
    expect(options.create).not.toHaveBeenCalled();
    expect(last()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(options.create).toHaveBeenCalledTimes(1);
    expect(vi.mocked(options.create).mock.calls[0]![0].title).toBe('Li');
    expect(last()).toBe('saved');
    expect(saver.dirty).toBe(false);

    saver.change(titled('Lisbon'));
    await vi.advanceTimersByTimeAsync(800);
    expect(options.update).toHaveBeenCalledWith(
      ID,
      expect.objectContaining({ title: 'Lisbon', version: 1 }),
    );
    expect(options.create).toHaveBeenCalledTimes(1);
  });

  it('creates nothing for an empty trip', async () => {
    const { saver, options, last } = setup();
    saver.change(titled(''));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(options.create).not.toHaveBeenCalled();
    expect(last()).toBe('idle');
  });

  it('sends changes made while a save travels once it has answered, with the new version', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { saver, options, last } = setup(
      {
        update: vi.fn(async (_id, body) => {
          if (body.version === 3) await gate;
          return saved(titled(body.title ?? ''), body.version + 1);
        }),
      },
      { id: ID, version: 3 } as never,
    );
    saver.change(titled('A'));
    await vi.advanceTimersByTimeAsync(800);
    expect(last()).toBe('saving');
    saver.change(titled('AB'));
    await vi.advanceTimersByTimeAsync(800);
    expect(options.update).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(options.update).toHaveBeenCalledTimes(2);
    expect(vi.mocked(options.update).mock.calls[1]![1]).toMatchObject({ title: 'AB', version: 4 });
    expect(last()).toBe('saved');
    expect(vi.mocked(options.onSaved).mock.calls.map((call) => call[1])).toEqual([false, true]);
  });

  it("says it couldn't save and retries with a growing delay until the server answers", async () => {
    let failures = 2;
    const { saver, options, statuses, last } = setup(
      {
        update: vi.fn(async (_id, body) => {
          if (failures-- > 0) throw new ApiError(503, '{"message":"Down"}', 'Service Unavailable');
          return saved(titled(body.title ?? ''), 2);
        }),
      },
      { id: ID, version: 1 } as never,
    );
    saver.change(titled('Porto'));
    await vi.advanceTimersByTimeAsync(800);
    expect(last()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(options.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(options.update).toHaveBeenCalledTimes(2);
    expect(last()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(options.update).toHaveBeenCalledTimes(3);
    expect(last()).toBe('saved');
    expect(statuses).toContain('saving');
  });

  it('hands a 409 to onConflict and continues from the reloaded version', async () => {
    const { saver, options, last } = setup(
      {
        update: vi.fn(async (_id, body) => {
          if (body.version === 1) throw new ApiError(409, '{"message":"Changed"}', 'Conflict');
          return saved(titled(body.title ?? ''), body.version + 1);
        }),
      },
      { id: ID, version: 1 } as never,
    );
    saver.change(titled('Mine'));
    await vi.advanceTimersByTimeAsync(800);
    expect(options.onConflict).toHaveBeenCalledTimes(1);
    expect(last()).toBe('conflict');
    saver.reset({ id: ID, version: 7 });
    expect(last()).toBe('saved');
    saver.change(titled('Again'));
    await vi.advanceTimersByTimeAsync(800);
    expect(vi.mocked(options.update).mock.calls.at(-1)![1]).toMatchObject({ version: 7 });
  });

  it('does not retry a refused trip until the next edit', async () => {
    const { saver, options, last } = setup(
      {
        update: vi.fn(async () => {
          throw new ApiError(
            400,
            '{"message":"Title must be at most 120 characters"}',
            'Bad Request',
          );
        }),
      },
      { id: ID, version: 1 } as never,
    );
    saver.change(titled('x'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(options.update).toHaveBeenCalledTimes(1);
    expect(last()).toBe('failed');
  });

  it('flushes at once (export) and reports whether everything arrived', async () => {
    const { saver, options } = setup({}, { id: ID, version: 1 } as never);
    saver.change(titled('Now'));
    await expect(saver.flush()).resolves.toBe(true);
    expect(options.update).toHaveBeenCalledTimes(1);
  });
});
