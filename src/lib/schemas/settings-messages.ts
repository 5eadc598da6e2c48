/** The wording of account settings (/settings), shared by the schemas, services and pages (no zod here). */
export const SETTINGS_MESSAGES = {
  wrongPassword: 'Your current password is incorrect.',
  currentRequired: 'Please enter your current password.',
  emailTaken: 'An account with this email already exists.',
  sameEmail: 'This is already your email address.',
  mismatch: "Passwords don't match",
  confirmDelete: 'Please type DELETE to confirm.',
  lastAdmin: 'This is the only admin account, so it cannot be deleted. Make another account an admin first.',
  firstName: 'First name is required',
  nameLong: 'Please use at most 80 characters',
} as const;
