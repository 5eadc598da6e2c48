/**
 * The messages of account settings (/settings) as message keys (decision 028), shared by the
 * schemas, services and pages (no zod here); messages/media/en.json holds the spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const SETTINGS_MESSAGES = {
  wrongPassword: said(m.media_settings_error_wrong_password),
  currentRequired: said(m.media_settings_error_current_required),
  emailTaken: said(m.media_settings_error_email_taken),
  sameEmail: said(m.media_settings_error_same_email),
  mismatch: said(m.media_settings_error_mismatch),
  confirmDelete: said(m.media_settings_error_confirm_delete),
  lastAdmin: said(m.media_settings_error_last_admin),
  firstName: said(m.media_settings_error_first_name),
  nameLong: said(m.media_settings_error_name_long),
  signIn: said(m.media_settings_error_sign_in),
  /** The settings' own wording of too many attempts. */
  tooMany: said(m.media_error_too_many),
} as const;
