/**
 * One-time notices carried across a redirect (Post/Redirect/Get): set before redirecting, shown
 * as a toast on the next page (and as plain text without JavaScript), then forgotten.
 */
import type { AstroCookies } from 'astro';
import { z } from 'zod';

const FLASH_COOKIE = 'harlem_flash';
const FlashSchema = z.object({
  title: z.string().max(120),
  description: z.string().max(300).optional(),
  variant: z.enum(['default', 'success', 'destructive']).optional(),
});
export type Flash = z.infer<typeof FlashSchema>;

export function setFlash(cookies: AstroCookies, flash: Flash): void {
  cookies.set(FLASH_COOKIE, JSON.stringify(flash), { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
}

/** The pending notice, removed as it is read; null when none or unreadable. */
export function takeFlash(cookies: AstroCookies): Flash | null {
  const raw = cookies.get(FLASH_COOKIE)?.value;
  if (!raw) return null;
  cookies.delete(FLASH_COOKIE, { path: '/' });
  try {
    const parsed = FlashSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
