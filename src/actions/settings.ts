/** Account settings (/settings): each section is its own form and action; every one needs the signed-in account. */
import { DeleteAccountSchema, EmailChangeSchema, PasswordChangeSchema, ProfileSchema } from '../lib/schemas/settings.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { endSession } from '../lib/server/auth/sign-in.ts';
import { fieldError } from '../lib/server/http/errors.ts';
import type { SettingsOutcome } from '../lib/server/settings/current-password.ts';
import { deleteAccount } from '../lib/server/settings/account-deletion.ts';
import { changeEmail } from '../lib/server/settings/email-change.ts';
import { changePassword } from '../lib/server/settings/password-change.ts';
import { updateProfile } from '../lib/server/settings/profile.ts';
import { localizePath, type Locale } from '../lib/i18n/locales.ts';
import { SETTINGS_MESSAGES } from '../lib/schemas/settings-messages.ts';
import * as m from '../paraglide/messages.js';

const signedIn = (context: Parameters<typeof requireUser>[0]) => requireUser(context, SETTINGS_MESSAGES.signIn);

/** A refused change as an error with a message per field; otherwise nothing. */
function settle(outcome: SettingsOutcome): void {
  if (!outcome.ok) throw fieldError(outcome.errors, outcome.status);
}

const saved = (locale: Locale, section: string, title: string, description: string) => ({
  redirect: localizePath(locale, `/settings#${section}`),
  flash: { title, description, variant: 'success' as const },
});

export const settings = {
  updateProfile: defineFormAction({
    changes: 'named',
    input: ProfileSchema,
    guard: signedIn,
    handler: async (input, { context, user }) => {
      const t = { locale: context.locals.locale };
      settle(await updateProfile(user, input));
      return saved(t.locale, 'profile', m.media_settings_flash_profile_title({}, t), m.media_settings_flash_profile({}, t));
    },
  }),

  changeEmail: defineFormAction({
    changes: 'nothing public',
    input: EmailChangeSchema,
    guard: signedIn,
    handler: async (input, { context, user, ip }) => {
      const t = { locale: context.locals.locale };
      const outcome = await changeEmail(user, input, ip, t.locale);
      settle(outcome);
      return saved(
        t.locale,
        'email',
        m.media_settings_flash_email_title({}, t),
        m.media_settings_flash_email({ email: outcome.email ?? input.email }, t),
      );
    },
  }),

  changePassword: defineFormAction({
    changes: 'nothing public',
    input: PasswordChangeSchema,
    guard: signedIn,
    handler: async (input, { context, user, ip }) => {
      const t = { locale: context.locals.locale };
      settle(await changePassword(user, context.locals.session?.id, input, ip, t.locale));
      return saved(t.locale, 'password', m.media_settings_flash_password_title({}, t), m.media_settings_flash_password({}, t));
    },
  }),

  deleteAccount: defineFormAction({
    changes: 'named',
    input: DeleteAccountSchema,
    guard: signedIn,
    handler: async (input, { context, user, ip }) => {
      const t = { locale: context.locals.locale };
      settle(await deleteAccount(user, input, ip));
      await endSession(context);
      return {
        redirect: localizePath(t.locale, '/'),
        flash: {
          title: m.media_settings_flash_deleted_title({}, t),
          description: m.media_settings_flash_deleted({}, t),
          variant: 'success' as const,
        },
      };
    },
  }),
};
