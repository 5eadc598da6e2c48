/** The newsletter: sign up (double opt-in), confirm from the emailed link, unsubscribe from any issue. */
import { localizePath } from '../lib/i18n/locales.ts';
import { NewsletterSignupSchema, NewsletterTokenSchema } from '../lib/schemas/newsletter.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { absoluteUrl } from '../lib/server/http/site-url.ts';
import { confirmAndWelcome, signUpForNewsletter, unsubscribeFromNewsletter } from '../lib/server/newsletter/subscriptions.ts';
import { LIMITS } from '../lib/server/security/rate-limit.ts';
import { said } from '../lib/i18n/said.ts';
import * as m from '../paraglide/messages.js';

export const newsletter = {
  /** A new or unconfirmed address gets a confirmation email; a confirmed one is told so. */
  subscribe: defineFormAction({
    changes: 'nothing public',
    input: NewsletterSignupSchema,
    spam: () => ({ redirect: '/newsletter?sent=1' }),
    limit: { name: 'newsletter', limit: LIMITS.publicForm },
    handler: async ({ email }, { context }) => {
      const { locale } = context.locals;
      const status = await signUpForNewsletter(
        email,
        (token) => absoluteUrl(context, localizePath(locale, `/newsletter/confirm?token=${token}`)),
        locale,
      );
      return { redirect: status === 'pending' ? '/newsletter?sent=1' : '/newsletter?subscribed=1' };
    },
  }),

  /** Confirms once and mails the welcome with the unsubscribe link. */
  confirm: defineFormAction({
    changes: 'nothing public',
    input: NewsletterTokenSchema,
    handler: async ({ token }, { context }) => {
      const { locale } = context.locals;
      const confirmed = await confirmAndWelcome(
        token,
        (unsubscribeToken) => absoluteUrl(context, localizePath(locale, `/newsletter/unsubscribe?token=${unsubscribeToken}`)),
        locale,
      );
      if (!confirmed) throw new HttpError(400, said(m.partners_nl_confirm_link_invalid), { title: said(m.partners_nl_invalid_heading) });
      return { redirect: '/newsletter/confirm?confirmed=1' };
    },
  }),

  /** Deletes the address from the list, once. */
  unsubscribe: defineFormAction({
    changes: 'nothing public',
    input: NewsletterTokenSchema,
    handler: async ({ token }) => {
      if (!(await unsubscribeFromNewsletter(token)))
        throw new HttpError(400, said(m.partners_nl_unsub_link_invalid), { title: said(m.partners_nl_invalid_heading) });
      return { redirect: '/newsletter/unsubscribe?done=1' };
    },
  }),
};
