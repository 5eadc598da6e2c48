/** The display and listening form (/accessibility and /settings): checkboxes, a voice, the page to return to. */
import { z } from 'zod';
import { messageKey } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { asText } from './fields.ts';

const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === '1', z.boolean());

export const DisplayPreferencesSchema = z.object({
  reduceMotion: checkbox,
  largerText: checkbox,
  highContrast: checkbox,
  audioEnabled: checkbox,
  voiceGender: z.preprocess(
    (value) => (asText(value) === 'male' ? 'male' : asText(value) === 'female' ? 'female' : value),
    z.enum(['female', 'male'], { message: messageKey(m.media_display_error_voice) }),
  ),
  next: z.preprocess(asText, z.string().max(500)),
});
export type DisplayPreferencesInput = z.output<typeof DisplayPreferencesSchema>;
