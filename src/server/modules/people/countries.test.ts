import { describe, expect, it } from 'vitest';
import { countriesIn, countryOf, normalizePlace } from './countries.ts';

describe('countryOf', () => {
  it.each([
    ['Kyoto, Japan', 'Japan'],
    ['Japan', 'Japan'],
    ['  japan ', 'Japan'],
    ['New York, NY, USA', 'United States'],
    ['San Francisco, United States of America', 'United States'],
    ['Edinburgh, Scotland', 'United Kingdom'],
    ['London, England, UK', 'United Kingdom'],
    ['Lisbon - Portugal', 'Portugal'],
    ['Paris, France 🇫🇷', 'France'],
    ['Amsterdam, the Netherlands', 'Netherlands'],
    ['Rotterdam, Holland', 'Netherlands'],
    ['Istanbul, Turkey', 'Türkiye'],
    ['Prague, Czech Republic', 'Czechia'],
    ['Yangon, Burma', 'Myanmar'],
    ['Sarajevo, Bosnia and Herzegovina', 'Bosnia & Herzegovina'],
    ['Castries, Saint Lucia', 'St. Lucia'],
    ["Abidjan, Cote d'Ivoire", 'Côte d’Ivoire'],
    ['São Tomé and Príncipe', 'São Tomé & Príncipe'],
    ['Seoul, Korea', 'South Korea'],
    ['Maui, Hawaii', 'United States'],
    ['Hong Kong', 'Hong Kong'],
    ['Dubai, UAE', 'United Arab Emirates'],
  ])('%s → %s', (location, country) => {
    expect(countryOf(location)).toBe(country);
  });

  it.each([['Bali'], ['Swiss Alps'], ['Somewhere over the rainbow'], [''], ['New York, NY']])(
    'finds no country in %j',
    (location) => {
      expect(countryOf(location)).toBeNull();
    },
  );

  it('knows every ISO country by its English name', () => {
    expect(countryOf('Kazakhstan')).toBe('Kazakhstan');
    expect(countryOf('Vanuatu')).toBe('Vanuatu');
    expect(countryOf('Kosovo')).toBe('Kosovo');
  });
});

describe('countriesIn', () => {
  it('counts each country once, whatever the spelling, sorted by name', () => {
    expect(
      countriesIn([
        'Kyoto, Japan',
        'Tokyo, Japan',
        'Bali',
        'Porto, Portugal',
        'NYC, USA',
        'Ohio, US',
      ]),
    ).toEqual(['Japan', 'Portugal', 'United States']);
    expect(countriesIn([])).toEqual([]);
  });
});

describe('normalizePlace', () => {
  it('drops accents, punctuation, a leading "the" and reads "&" and "St." as words', () => {
    expect(normalizePlace('The Côte d’Ivoire!')).toBe('cote divoire');
    expect(normalizePlace('St. Kitts & Nevis')).toBe('saint kitts and nevis');
  });
});
