/**
 * The video form's text fields (spec 02: title, description, videoUrl, thumbnailUrl, duration in
 * seconds), from a multipart form or JSON. The file itself is checked by the service, from its bytes.
 */
import { z } from 'zod';
import { asLine, asLines, asText } from './fields.ts';

export const VIDEO_LIMITS = { title: 120, description: 1000, url: 500 } as const;

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
  title: z.preprocess(
    (value) => asLine(value).trim(),
    z.string().max(VIDEO_LIMITS.title, `Title must be at most ${VIDEO_LIMITS.title} characters`),
  ),
  description: z.preprocess(
    (value) => asLines(value).trim(),
    z
      .string()
      .max(VIDEO_LIMITS.description, `Description must be at most ${VIDEO_LIMITS.description} characters`)
      .transform((text) => text || null),
  ),
  videoUrl: httpUrl("Please enter the video's web address (https://...)"),
  thumbnailUrl: httpUrl("Please enter the thumbnail's web address (https://...)"),
  // A non-negative whole number of seconds, or nothing.
  duration: z.preprocess((value) => {
    const text = asText(value).trim();
    return text === '' ? null : /^\d{1,6}(\.\d+)?$/.test(text) ? Math.round(Number(text)) : -1;
  }, z.number().int().min(0, 'Duration must be a whole number of seconds').max(86_400, 'Duration must be at most a day').nullable()),
});

export type VideoFields = z.output<typeof VideoFieldsSchema>;

export function videoFields(
  read: (name: string) => unknown,
): { ok: true; value: VideoFields } | { ok: false; errors: Record<string, string> } {
  const parsed = VideoFieldsSchema.safeParse(
    Object.fromEntries(['title', 'description', 'videoUrl', 'thumbnailUrl', 'duration'].map((name) => [name, read(name)])),
  );
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) };
}
