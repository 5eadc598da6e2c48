/**
 * The video form's text fields (spec 02: title, description, videoUrl, thumbnailUrl, duration in
 * seconds), from a multipart form or JSON. The file itself is checked by the service, from its bytes.
 */
import { z } from 'zod';
import { messageKey, saidOfKey, type Text } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { asLine, asLines, asText } from './fields.ts';

export const VIDEO_LIMITS = { title: 120, description: 1000, url: 500 } as const;

/** The fields' messages as zod takes them: tokens (messageKey) that videoFields turns back into the messages. */
const M = {
  titleLong: messageKey(m.media_video_title_long),
  descriptionLong: messageKey(m.media_video_description_long),
  videoUrl: messageKey(m.media_video_url_invalid),
  thumbnailUrl: messageKey(m.media_video_thumbnail_url_invalid),
  durationWhole: messageKey(m.media_video_duration_whole),
  durationDay: messageKey(m.media_video_duration_day),
};

const httpUrl = (message: string) =>
  z.preprocess(
    (value) => asText(value).trim(),
    z
      .string()
      .max(VIDEO_LIMITS.url, message)
      .refine((url) => url === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url), message)
      .transform((url) => url || null),
  );

const VideoFieldsSchema = z.object({
  title: z.preprocess((value) => asLine(value).trim(), z.string().max(VIDEO_LIMITS.title, M.titleLong)),
  description: z.preprocess(
    (value) => asLines(value).trim(),
    z
      .string()
      .max(VIDEO_LIMITS.description, M.descriptionLong)
      .transform((text) => text || null),
  ),
  videoUrl: httpUrl(M.videoUrl),
  thumbnailUrl: httpUrl(M.thumbnailUrl),
  // A non-negative whole number of seconds, or nothing.
  duration: z.preprocess((value) => {
    const text = asText(value).trim();
    return text === '' ? null : /^\d{1,6}(\.\d+)?$/.test(text) ? Math.round(Number(text)) : -1;
  }, z.number().int().min(0, M.durationWhole).max(86_400, M.durationDay).nullable()),
});

export type VideoFields = z.output<typeof VideoFieldsSchema>;

export function videoFields(
  read: (name: string) => unknown,
): { ok: true; value: VideoFields } | { ok: false; errors: Record<string, Text> } {
  const parsed = VideoFieldsSchema.safeParse(
    Object.fromEntries(['title', 'description', 'videoUrl', 'thumbnailUrl', 'duration'].map((name) => [name, read(name)])),
  );
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, Text> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= saidOfKey(issue.message) ?? issue.message;
  return { ok: false, errors };
}
