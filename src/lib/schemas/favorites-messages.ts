/**
 * The spec's messages for favorites (spec 01 sections 5 and 8) as message keys (decision 028),
 * shared by the input schema, the action and the JSON API; messages/notices/en.json holds the
 * spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const FAVORITE_MESSAGES = {
  loginRequired: said(m.notices_fav_login),
  added: said(m.notices_fav_added),
  removed: said(m.notices_fav_removed),
  failed: said(m.notices_fav_failed),
  notFound: said(m.notices_fav_not_found),
} as const;
