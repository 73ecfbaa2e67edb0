import { describe, expect, it } from 'vitest';
import { describeChange } from './format.ts';
import { sparklinePaths } from './sparkline.tsx';

describe('describeChange', () => {
  it('reads like a person would say it', () => {
    expect(describeChange(120, 100)).toEqual({ direction: 'up', text: '+20%' });
    expect(describeChange(82, 100)).toEqual({ direction: 'down', text: '−18%' });
    expect(describeChange(1004, 1000)).toEqual({ direction: 'up', text: '+0.4%' });
    expect(describeChange(100000, 100001)).toEqual({ direction: 'down', text: '−0.1%' });
    expect(describeChange(5, 5)).toEqual({ direction: 'flat', text: 'No change' });
    expect(describeChange(3, 0)).toEqual({ direction: 'up', text: '+3 (new)' });
    expect(describeChange(3, null)).toBeNull();
  });
});

describe('sparklinePaths', () => {
  it('scales the known days to the box and breaks the line where a day is unknown', () => {
    expect(sparklinePaths([null, null])).toEqual([]);
    const [first, second] = sparklinePaths([0, 10, null, 5, 5]);
    expect(first).toBe('0.0,30.0 30.0,2.0');
    expect(second).toBe('90.0,16.0 120.0,16.0');
  });

  it('draws a flat series across the middle', () => {
    expect(sparklinePaths([0, 0, 0])).toEqual(['0.0,16.0 60.0,16.0 120.0,16.0']);
  });
});
