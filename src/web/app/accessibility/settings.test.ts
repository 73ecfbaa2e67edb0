import { describe, expect, it } from 'vitest';
import {
  accessibilityClasses,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  describeChange,
  parseAccessibilitySettings,
  stepFontSize,
  withSystemPreferences,
} from './settings.ts';

describe('stored accessibility settings', () => {
  it('defaults to medium text with focus indicators and keyboard shortcuts on', () => {
    expect(parseAccessibilitySettings(null)).toEqual({
      highContrast: false,
      fontSize: 'medium',
      reduceMotion: false,
      screenReader: false,
      focusVisible: true,
      keyboardNavigation: true,
    });
  });

  it('survives corrupt JSON and non-object values', () => {
    for (const raw of ['{not json', '"text"', '[]', 'null', '42']) {
      expect(parseAccessibilitySettings(raw)).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    }
  });

  it('keeps valid fields and drops wrong types one by one', () => {
    const raw = JSON.stringify({
      highContrast: true,
      fontSize: 'huge',
      reduceMotion: 'yes',
      focusVisible: false,
    });
    expect(parseAccessibilitySettings(raw)).toEqual({
      ...DEFAULT_ACCESSIBILITY_SETTINGS,
      highContrast: true,
      focusVisible: false,
    });
  });

  it('switches settings on for the system preferences, never off', () => {
    const on = withSystemPreferences(DEFAULT_ACCESSIBILITY_SETTINGS, {
      prefersReducedMotion: true,
      prefersMoreContrast: true,
    });
    expect(on).toMatchObject({ reduceMotion: true, highContrast: true });
    const kept = withSystemPreferences(
      { ...DEFAULT_ACCESSIBILITY_SETTINGS, highContrast: true },
      { prefersReducedMotion: false, prefersMoreContrast: false },
    );
    expect(kept.highContrast).toBe(true);
  });
});

describe('font size stepping', () => {
  it('walks the four levels and stops at both ends', () => {
    expect(stepFontSize('small', 1)).toBe('medium');
    expect(stepFontSize('medium', 1)).toBe('large');
    expect(stepFontSize('large', 1)).toBe('extra-large');
    expect(stepFontSize('extra-large', 1)).toBe('extra-large');
    expect(stepFontSize('medium', -1)).toBe('small');
    expect(stepFontSize('small', -1)).toBe('small');
  });
});

describe('html classes', () => {
  it('expresses every setting as a class', () => {
    expect(accessibilityClasses(DEFAULT_ACCESSIBILITY_SETTINGS).sort()).toEqual(
      ['enhanced-focus', 'font-size-medium', 'keyboard-navigation'].sort(),
    );
    expect(
      accessibilityClasses({
        highContrast: true,
        fontSize: 'extra-large',
        reduceMotion: true,
        screenReader: true,
        focusVisible: false,
        keyboardNavigation: false,
      }).sort(),
    ).toEqual(
      ['font-size-extra-large', 'high-contrast', 'reduce-motion', 'screen-reader-optimized'].sort(),
    );
  });

  it('describes changes for the screen-reader announcer', () => {
    expect(describeChange({ highContrast: true })).toBe('High contrast on');
    expect(describeChange({ fontSize: 'extra-large' })).toBe('Font size extra large');
  });
});
