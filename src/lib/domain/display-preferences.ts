/**
 * How a visitor wants the guide shown and read aloud (issue 15): less motion, larger text, high
 * contrast, the Listen controls on or off and the voice. Kept in a cookie for every visitor (the
 * server draws pages with it, so nothing flashes) and, for members, in
 * user_language_preferences (accessibilitySettings, audioEnabled, voiceGender).
 */
export type VoiceGender = 'female' | 'male';
export type DisplayPreferences = {
  reduceMotion: boolean;
  largerText: boolean;
  highContrast: boolean;
  audioEnabled: boolean;
  voiceGender: VoiceGender;
};

export const DEFAULT_DISPLAY: DisplayPreferences = {
  reduceMotion: false,
  largerText: false,
  highContrast: false,
  audioEnabled: true,
  voiceGender: 'female',
};
export const DISPLAY_COOKIE = 'hg_display';

/** The cookie's words for what differs from the defaults. */
const TOKENS = { reduceMotion: 'motion', largerText: 'text', highContrast: 'contrast', audioOff: 'mute', maleVoice: 'male' } as const;

/** What a cookie says; anything unknown or malformed reads as the defaults. */
export function readDisplayCookie(value: string | undefined | null): DisplayPreferences {
  const tokens = new Set((value ?? '').split('.').filter(Boolean));
  return {
    reduceMotion: tokens.has(TOKENS.reduceMotion),
    largerText: tokens.has(TOKENS.largerText),
    highContrast: tokens.has(TOKENS.highContrast),
    audioEnabled: !tokens.has(TOKENS.audioOff),
    voiceGender: tokens.has(TOKENS.maleVoice) ? 'male' : 'female',
  };
}

/** The cookie for preferences; empty when they are the defaults. */
export function displayCookieValue(preferences: DisplayPreferences): string {
  return [
    preferences.reduceMotion && TOKENS.reduceMotion,
    preferences.largerText && TOKENS.largerText,
    preferences.highContrast && TOKENS.highContrast,
    !preferences.audioEnabled && TOKENS.audioOff,
    preferences.voiceGender === 'male' && TOKENS.maleVoice,
  ]
    .filter(Boolean)
    .join('.');
}

/** The attributes of <html> that the stylesheets and the Listen control follow; none for the defaults. */
export function displayAttributes(preferences: DisplayPreferences): Record<string, string> {
  return {
    ...(preferences.reduceMotion && { 'data-motion': 'reduce' }),
    ...(preferences.largerText && { 'data-text': 'large' }),
    ...(preferences.highContrast && { 'data-contrast': 'high' }),
    ...(!preferences.audioEnabled && { 'data-audio': 'off' }),
    ...(preferences.voiceGender === 'male' && { 'data-voice': 'male' }),
  };
}

/** The same attributes as HTML text (for pages built ahead, drawn by the static server): ` data-text="large"`. */
export function displayAttributesText(preferences: DisplayPreferences): string {
  return Object.entries(displayAttributes(preferences))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

/** Whether attributes need the choices' stylesheet (/display.css): listening choices alone do not. */
export function displayStyled(attributes: Record<string, string>): boolean {
  return 'data-motion' in attributes || 'data-text' in attributes || 'data-contrast' in attributes;
}
