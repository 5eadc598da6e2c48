/**
 * The moderation half of the admin dashboard in Spanish and French (issue 15, decision 024): its
 * Moderation tab, once, with no English left, the language's head and no serious accessibility
 * violation. Every message key (the role demo's, Analytics', Inboxes' and Walking Tours') is
 * checked in each language by tests/unit/i18n.test.ts (issue 32); those tabs drawn in Spanish and
 * a refused tour in Spanish by tests/unit/islands/admin-moderation-languages.test.tsx; a refused
 * moderation decision in French by tests/unit/answers-in-languages.test.ts.
 */
import { test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

/** The shared frame's texts the same in every language (names, and two the frame still draws in English). */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
];

/** The signed-in header shows the admin's email in two parts, as written. */
const SIGNED_IN_FRAME = ['admin@', 'harlemguide.example'];

test('/admin?tab=moderation has no English interface left and no serious accessibility violation in es and fr', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await expectPageInLanguages(page, '/admin?tab=moderation', { same: [...FRAME, ...SIGNED_IN_FRAME] });
});
