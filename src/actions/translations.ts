/**
 * Translations of people's texts (decision 024): the owner of a business (or an admin) translates
 * its description and its events' titles and descriptions; an admin verifies or rejects them.
 */
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { businessIdOf, requireBusinessOwner, requireRole } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { PublishTranslationSchema, ReviewTranslationSchema, SaveTranslationSchema } from '../lib/schemas/content-translations.ts';
import { businessOfKey, reviewTranslation, saveTranslation } from '../lib/server/translations/content-translations.ts';
import { publishTranslation } from '../lib/server/translations/publish-translation.ts';
import {
  content_translation_removed,
  content_translation_saved_pending,
  content_translation_saved_verified,
  content_translation_rejected,
  content_translation_verified,
} from '../paraglide/messages.js';
import { said } from '../lib/i18n/said.ts';
import * as m from '../paraglide/messages.js';

// The notices are typed `string`: a message's own return type in an action's result made TypeScript
// give up inferring the typed `actions` object (islands' `answer` became implicitly any).

export const translations = {
  /** Saves a Spanish or French translation of one of the business's texts: verified at once when an admin writes it. */
  save: defineFormAction({
    changes: 'named',
    input: SaveTranslationSchema,
    guard: (context, raw) => requireBusinessOwner(context, businessIdOf(raw)),
    failure: said(m.content_translation_save_failed),
    handler: async ({ businessId, key, language, text, next }, { user, locale }) => {
      const db = getDb();
      if ((await businessOfKey(db, key)) !== businessId)
        throw new HttpError(403, said(m.content_translation_not_yours), { title: said(m.owner_msg_access_denied) });
      const verified = user.role === 'admin';
      const stored = await saveTranslation(db, { key, language, text, verified });
      const title: string = !stored
        ? content_translation_removed({}, { locale })
        : verified
          ? content_translation_saved_verified({}, { locale })
          : content_translation_saved_pending({}, { locale });
      return { stored, verified, redirect: next, flash: { title, variant: 'success' as const } };
    },
  }),

  /** An admin writes (or, empty, removes) a translation of any of the guide's texts, published at once and audited. */
  publish: defineFormAction({
    changes: 'named',
    input: PublishTranslationSchema,
    guard: (context) => requireRole(context, 'admin'),
    failure: said(m.content_translation_save_failed),
    back: true,
    handler: async ({ key, language, text, next }, { user, locale }) => {
      const stored = await publishTranslation(getDb(), user.id, { key, language, text });
      const title: string = stored ? content_translation_saved_verified({}, { locale }) : content_translation_removed({}, { locale });
      return { key, language, stored, redirect: next, flash: { title, variant: 'success' as const } };
    },
  }),

  /** An admin verifies a waiting translation (as written or corrected) or rejects it. */
  review: defineFormAction({
    changes: 'named',
    input: ReviewTranslationSchema,
    guard: (context) => requireRole(context, 'admin'),
    failure: said(m.content_translation_review_failed),
    back: true,
    handler: async ({ id, decision, text, next }, { locale }) => {
      await reviewTranslation(getDb(), { id, decision, text: text || null });
      const title: string =
        decision === 'verify' ? content_translation_verified({}, { locale }) : content_translation_rejected({}, { locale });
      return { redirect: next, flash: { title, variant: 'success' as const } };
    },
  }),
};
