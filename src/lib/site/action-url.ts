/** Where a plain HTML form posts to reach an Astro Action: a page of the site, with the action named. */

/** "contact.send" from an action (whose text is "?_action=contact.send") or a name. */
export function actionName(action: string | { toString(): string }): string {
  const text = String(action);
  return text.startsWith('?') ? (new URLSearchParams(text).get('_action') ?? text) : text;
}

/** The page (its query kept) with the action named: "/settings?_action=settings.updateProfile". */
export function actionUrl(page: URL | string, action: string | { toString(): string }): string {
  const url = typeof page === 'string' ? new URL(page, 'http://site.invalid') : page;
  const params = new URLSearchParams(url.search);
  params.set('_action', actionName(action));
  return `${url.pathname}?${params}`;
}
