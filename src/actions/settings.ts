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

const signedIn = (context: Parameters<typeof requireUser>[0]) => requireUser(context, 'Please log in to change your settings.');

/** A refused change as an error with a message per field; otherwise nothing. */
function settle(outcome: SettingsOutcome): void {
  if (!outcome.ok) throw fieldError(outcome.errors, outcome.status);
}

const saved = (section: string, title: string, description: string) => ({
  redirect: `/settings#${section}`,
  flash: { title, description, variant: 'success' as const },
});

export const settings = {
  updateProfile: defineFormAction({
    input: ProfileSchema,
    guard: signedIn,
    handler: async (input, { user }) => {
      settle(await updateProfile(user, input));
      return saved('profile', 'Profile updated', 'Your name has been saved.');
    },
  }),

  changeEmail: defineFormAction({
    input: EmailChangeSchema,
    guard: signedIn,
    handler: async (input, { context, user, ip }) => {
      const outcome = await changeEmail(user, input, ip, context.locals.locale);
      settle(outcome);
      return saved('email', 'Email updated', `You now sign in with ${outcome.email ?? input.email}.`);
    },
  }),

  changePassword: defineFormAction({
    input: PasswordChangeSchema,
    guard: signedIn,
    handler: async (input, { context, user, ip }) => {
      settle(await changePassword(user, context.locals.session?.id, input, ip, context.locals.locale));
      return saved('password', 'Password changed', 'Your password was changed and your other devices were signed out.');
    },
  }),

  deleteAccount: defineFormAction({
    input: DeleteAccountSchema,
    guard: signedIn,
    handler: async (input, { context, user, ip }) => {
      settle(await deleteAccount(user, input, ip));
      await endSession(context);
      return { redirect: '/', flash: { title: 'Account deleted', description: 'Your account and its data have been removed. We hope to see you in Harlem again.', variant: 'success' as const } };
    },
  }),
};
