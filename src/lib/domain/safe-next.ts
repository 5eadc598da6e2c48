/** Where to go after sign-in: only a path on this site (never `//host` or another scheme). */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters and backslashes are refused outright rather than cleaned.
  if (/[\u0000-\u001f\\]/.test(next)) return fallback;
  // Never bounce back into the sign-in pages themselves.
  if (/^\/(auth|login|register)(\/|\?|$)/.test(next)) return fallback;
  return next;
}

/** The sign-in address that returns to `path` afterwards. */
export function signInPath(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
