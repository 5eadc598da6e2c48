/** The newsletter's emails, in the language of the page the visitor used: the confirmation link of a sign-up, and the welcome with the unsubscribe link. */
import { escapeHtml } from '#lib/domain/escape-html.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import {
  mail_newsletter_confirm_button,
  mail_newsletter_confirm_subject,
  mail_newsletter_every_issue,
  mail_newsletter_ignore,
  mail_newsletter_open_link,
  mail_newsletter_paste_link,
  mail_newsletter_thanks,
  mail_newsletter_unsubscribe,
  mail_newsletter_welcome_body,
  mail_newsletter_welcome_subject,
  mail_team,
} from '#paraglide/messages.js';

/** The guide's own words as HTML text (quotes and apostrophes stay as written: they are safe between tags). */
const htmlText = (text: string) => text.replace(/[&<>]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The confirmation email for a token; `confirmUrl` is the absolute link to /newsletter/confirm (in the language). */
export function confirmationMail(email: string, confirmUrl: string, locale: Locale = 'en') {
  const t = { locale };
  const escaped = escapeHtml(confirmUrl);
  const thanks = mail_newsletter_thanks({}, t);
  const ignore = mail_newsletter_ignore({}, t);
  return {
    to: email,
    subject: mail_newsletter_confirm_subject({}, t),
    kind: 'newsletter_confirmation',
    text: [thanks, '', mail_newsletter_open_link({}, t), confirmUrl, '', ignore].join('\n'),
    html: [
      `<p>${htmlText(thanks)}</p>`,
      `<p><a href="${escaped}">${htmlText(mail_newsletter_confirm_button({}, t))}</a></p>`,
      `<p>${htmlText(mail_newsletter_paste_link({}, t))}<br>${escaped}</p>`,
      `<p>${htmlText(ignore)}</p>`,
    ].join('\n'),
  };
}

/** The welcome mailed at confirmation; `unsubscribeUrl` is the absolute link to /newsletter/unsubscribe (in the language). */
export function welcomeMail(email: string, unsubscribeUrl: string, locale: Locale = 'en') {
  const t = { locale };
  const escaped = escapeHtml(unsubscribeUrl);
  const body = mail_newsletter_welcome_body({}, t);
  const everyIssue = mail_newsletter_every_issue({}, t);
  const team = mail_team({}, t);
  return {
    to: email,
    subject: mail_newsletter_welcome_subject({}, t),
    kind: 'newsletter_welcome',
    text: [body, '', everyIssue, unsubscribeUrl, '', team].join('\n'),
    html: [
      `<p>${htmlText(body)}</p>`,
      `<p>${htmlText(everyIssue)} <a href="${escaped}">${htmlText(mail_newsletter_unsubscribe({}, t))}</a></p>`,
      `<p>${htmlText(team)}</p>`,
    ].join('\n'),
  };
}
