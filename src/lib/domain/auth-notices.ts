/** Notices of the sign-in page for its ?error= values (spec 02, section 8). */
export const AUTH_ERROR_NOTICES: Record<string, { title: string; message: string }> = {
  auth_failed: { title: 'Authentication Failed', message: 'There was an issue with your login. Please try again.' },
  session_invalid: { title: 'Session Invalid', message: 'Your session has expired. Please log in again.' },
  oauth_unavailable: {
    title: 'External sign-in unavailable',
    message: 'Sign-in with GitHub or Google is not configured on this site. Please sign in with your email and password.',
  },
  oauth_email_unverified: {
    title: 'Email not verified',
    message: 'Your external account has no verified email address, so we cannot link it. Please verify it there, or sign in with your email and password.',
  },
};
