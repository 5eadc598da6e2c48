/** Notices of the sign-in page for its ?error= values (spec 02, section 8), in the visitor's language. */
import type { Locale } from '../i18n/locales.ts';
import * as m from '#paraglide/messages.js';

type Notice = { title: string; message: string };

const NOTICES: Record<string, (locale: Locale) => Notice> = {
  auth_failed: (locale) => ({
    title: m.accounts_notice_auth_failed_title({}, { locale }),
    message: m.accounts_notice_auth_failed({}, { locale }),
  }),
  session_invalid: (locale) => ({
    title: m.accounts_notice_session_invalid_title({}, { locale }),
    message: m.accounts_notice_session_invalid({}, { locale }),
  }),
  oauth_unavailable: (locale) => ({
    title: m.accounts_notice_oauth_unavailable_title({}, { locale }),
    message: m.accounts_notice_oauth_unavailable({}, { locale }),
  }),
  oauth_email_unverified: (locale) => ({
    title: m.accounts_notice_oauth_unverified_title({}, { locale }),
    message: m.accounts_notice_oauth_unverified({}, { locale }),
  }),
};

/** The notice for an ?error= value, or null for none or an unknown one. */
export function authErrorNotice(code: string | null, locale: Locale): Notice | null {
  return code && Object.hasOwn(NOTICES, code) ? NOTICES[code](locale) : null;
}
