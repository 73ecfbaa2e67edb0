import { describe, expect, it } from 'vitest';
import { isLostDatabase } from './lost-database.ts';

describe('isLostDatabase', () => {
  it('knows the errors of a PostgreSQL that went away', () => {
    expect(
      isLostDatabase({
        code: '57P01',
        message: 'terminating connection due to administrator command',
      }),
    ).toBe(true);
    expect(isLostDatabase({ code: '57P02' })).toBe(true);
    expect(isLostDatabase({ code: '08006' })).toBe(true);
    expect(isLostDatabase(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isLostDatabase(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isLostDatabase({ code: '23505', message: 'duplicate key value' })).toBe(false);
    expect(isLostDatabase(new TypeError('x is undefined'))).toBe(false);
    expect(isLostDatabase('Connection terminated')).toBe(false);
    expect(isLostDatabase(null)).toBe(false);
  });
});
