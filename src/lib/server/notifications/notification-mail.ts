/** A notification as an email (issue 17): its title as the subject, its text, and links to its page and to the member's choices, in their language. */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { mail_team } from '#paraglide/messages.js';
import { notify_mail_open, notify_mail_why } from '#paraglide/messages.js';

type Letter = { subject: string; text: string };

export function notificationMail(locale: Locale, origin: string, notification: { title: string; body: string; url: string }): Letter {
  const t = { locale };
  const link = new URL(localizePath(locale, notification.url), origin).href;
  const settings = new URL(localizePath(locale, '/settings'), origin).href;
  return {
    subject: notification.title,
    text: [notification.body, notify_mail_open({ link }, t), mail_team({}, t), `--\n${notify_mail_why({ link: settings }, t)}`].join(
      '\n\n',
    ),
  };
}
