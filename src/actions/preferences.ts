/** Display and listening preferences (/accessibility, /settings): anyone may set them; a member's are also stored. */
import { DisplayPreferencesSchema } from '../lib/schemas/display-preferences.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { getDb } from '../lib/server/db/client.ts';
import { setDisplayCookie, storeDisplay } from '../lib/server/preferences/display.ts';
import { safeNextPath } from '../lib/domain/safe-next.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import * as m from '../paraglide/messages.js';

export const preferences = {
  display: defineFormAction({
    changes: 'nothing public',
    input: DisplayPreferencesSchema,
    handler: async ({ next, ...chosen }, { context, user }) => {
      if (user) await storeDisplay(getDb(), user.id, chosen);
      setDisplayCookie(context.cookies, chosen);
      const t = { locale: context.locals.locale };
      const description = user ? m.media_display_flash_account({}, t) : m.media_display_flash_device({}, t);
      return {
        redirect: localizePath(t.locale, safeNextPath(next, '/accessibility')),
        flash: { title: m.media_display_flash_title({}, t), description, variant: 'success' as const },
      };
    },
  }),
};
