import { describe, expect, it } from 'vitest';
import { parseIso6709 } from './iso6709.ts';

describe('ISO 6709 points from video metadata', () => {
  it('reads decimal degrees, with or without altitude', () => {
    expect(parseIso6709('+38.7223-009.1393/')).toEqual({ latitude: 38.7223, longitude: -9.1393 });
    expect(parseIso6709('+43.6800+007.3000+012.345/')).toEqual({ latitude: 43.68, longitude: 7.3 });
    expect(parseIso6709('-33.8688+151.2093/')).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });

  it('reads degrees and minutes, and degrees, minutes and seconds', () => {
    const dm = parseIso6709('+3843.338-00908.358/');
    expect(dm?.latitude).toBeCloseTo(38.7223, 4);
    expect(dm?.longitude).toBeCloseTo(-9.1393, 4);
    const dms = parseIso6709('+384320.28-0090821.48/');
    expect(dms?.latitude).toBeCloseTo(38.7223, 4);
    expect(dms?.longitude).toBeCloseTo(-9.1393, 4);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'Lisbon',
      '+91.0000+010.0000/',
      '+10.0-190.0/',
      '+00.0000+000.0000/',
      null,
    ]) {
      expect(parseIso6709(text)).toBeNull();
    }
  });
});
