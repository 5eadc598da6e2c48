/** The newsletter's emails: the confirmation link of a sign-up, and the welcome with the unsubscribe link. */
import { escapeHtml } from '../../domain/escape-html.ts';

/** The confirmation email for a token; `confirmUrl` is the absolute link to /newsletter/confirm. */
export function confirmationMail(email: string, confirmUrl: string) {
  const escaped = escapeHtml(confirmUrl);
  return {
    to: email,
    subject: 'Confirm your Harlem newsletter subscription',
    kind: 'newsletter_confirmation',
    text: [
      'Thanks for signing up for the Harlem newsletter: stories, events and new places uptown.',
      '',
      'Please confirm your subscription by opening this link:',
      confirmUrl,
      '',
      "If you didn't sign up, ignore this email and you won't hear from us.",
    ].join('\n'),
    html: [
      '<p>Thanks for signing up for the Harlem newsletter: stories, events and new places uptown.</p>',
      `<p><a href="${escaped}">Confirm your subscription</a></p>`,
      `<p>Or paste this link into your browser:<br>${escaped}</p>`,
      "<p>If you didn't sign up, ignore this email and you won't hear from us.</p>",
    ].join('\n'),
  };
}

/** The welcome mailed at confirmation; `unsubscribeUrl` is the absolute link to /newsletter/unsubscribe. */
export function welcomeMail(email: string, unsubscribeUrl: string) {
  const escaped = escapeHtml(unsubscribeUrl);
  return {
    to: email,
    subject: "You're subscribed to the Harlem newsletter",
    kind: 'newsletter_welcome',
    text: [
      "Your subscription is confirmed. You'll get the Harlem newsletter: stories, events and new places uptown.",
      '',
      'Every issue carries this link; open it whenever you want to stop receiving the newsletter:',
      unsubscribeUrl,
      '',
      'The Harlem guide team',
    ].join('\n'),
    html: [
      "<p>Your subscription is confirmed. You'll get the Harlem newsletter: stories, events and new places uptown.</p>",
      `<p>Every issue carries this link; open it whenever you want to stop receiving the newsletter: <a href="${escaped}">Unsubscribe</a></p>`,
      '<p>The Harlem guide team</p>',
    ].join('\n'),
  };
}
