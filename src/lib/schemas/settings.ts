/** Account settings (/settings): name, email, password and deletion, each its own form. */
import { z } from 'zod';
import { emailField, newPasswordField } from './auth.ts';
import { asLine, asText, rawText } from './fields.ts';
import { messageKeys } from '#lib/i18n/said.ts';
import { SETTINGS_MESSAGES } from './settings-messages.ts';

export { SETTINGS_MESSAGES } from './settings-messages.ts';

/** The settings messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = messageKeys(SETTINGS_MESSAGES);

/** The current password, as typed; checked against the account by the service. */
const currentPasswordField = rawText(200, M.wrongPassword);

export const ProfileSchema = z.object({
  firstName: z.preprocess((value) => asLine(value).trim(), z.string().min(1, M.firstName).max(80, M.nameLong)),
  lastName: z.preprocess((value) => asLine(value).trim(), z.string().max(80, M.nameLong)),
});
export type ProfileInput = z.output<typeof ProfileSchema>;

export const EmailChangeSchema = z.object({ email: emailField, currentPassword: currentPasswordField });
export type EmailChangeInput = z.output<typeof EmailChangeSchema>;

export const PasswordChangeSchema = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField, confirmPassword: z.preprocess(asText, z.string()) })
  .refine((form) => form.newPassword === form.confirmPassword, { message: M.mismatch, path: ['confirmPassword'] });
export type PasswordChangeInput = z.output<typeof PasswordChangeSchema>;

export const DeleteAccountSchema = z.object({
  confirmation: z.preprocess((value) => asText(value).trim(), z.literal('DELETE', { message: M.confirmDelete })),
  currentPassword: currentPasswordField,
});
export type DeleteAccountInput = z.output<typeof DeleteAccountSchema>;
