/** Display and listening preferences (/accessibility, /settings): anyone may set them; a member's are also stored. */
import { DisplayPreferencesSchema } from '../lib/schemas/display-preferences.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { getDb } from '../lib/server/db/client.ts';
import { setDisplayCookie, storeDisplay } from '../lib/server/preferences/display.ts';
import { safeNextPath } from '../lib/domain/safe-next.ts';

export const preferences = {
  display: defineFormAction({
    input: DisplayPreferencesSchema,
    handler: async ({ next, ...chosen }, { context, user }) => {
      if (user) await storeDisplay(getDb(), user.id, chosen);
      setDisplayCookie(context.cookies, chosen);
      const where = user ? 'on this device and in your account' : 'on this device';
      return { redirect: safeNextPath(next, '/accessibility'), flash: { title: 'Display settings saved', description: `Your choices apply to every page, ${where}.`, variant: 'success' as const } };
    },
  }),
};
