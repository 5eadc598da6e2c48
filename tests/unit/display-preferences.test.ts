/** Display choices in a cookie and on <html> (src/lib/domain/display-preferences.ts). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY,
  displayAttributes,
  displayAttributesText,
  displayCookieValue,
  readDisplayCookie,
} from '#lib/domain/display-preferences.ts';

describe('display preferences', () => {
  it('round-trips every choice through the cookie', () => {
    const all = { reduceMotion: true, largerText: true, highContrast: true, audioEnabled: false, voiceGender: 'male' as const };
    expect(displayCookieValue(all)).toBe('motion.text.contrast.mute.male');
    expect(readDisplayCookie(displayCookieValue(all))).toEqual(all);
    expect(readDisplayCookie(displayCookieValue({ ...DEFAULT_DISPLAY, largerText: true }))).toEqual({
      ...DEFAULT_DISPLAY,
      largerText: true,
    });
  });

  it('sends no cookie and no attributes for the defaults, and reads junk as the defaults', () => {
    expect(displayCookieValue(DEFAULT_DISPLAY)).toBe('');
    expect(displayAttributes(DEFAULT_DISPLAY)).toEqual({});
    for (const junk of [undefined, null, '', '"><script>', 'motion;text', '.....'])
      expect(readDisplayCookie(junk).voiceGender).toBe('female');
    expect(readDisplayCookie('"><script>')).toEqual(DEFAULT_DISPLAY);
  });

  it('writes the attributes the stylesheets follow', () => {
    expect(displayAttributesText({ ...DEFAULT_DISPLAY, largerText: true, highContrast: true })).toBe(
      ' data-text="large" data-contrast="high"',
    );
    expect(displayAttributes({ ...DEFAULT_DISPLAY, reduceMotion: true, audioEnabled: false, voiceGender: 'male' })).toEqual({
      'data-motion': 'reduce',
      'data-audio': 'off',
      'data-voice': 'male',
    });
  });
});
