/**
 * Partner program applications: stored as pending for the admins (with the language of the page
 * they were sent from) and confirmed to the applicant by email in that language. Shared by the /partner-program form's action and POST /api/partnerships/apply.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { partnershipApplications } from '#db/schema.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { DEFAULT_PARTNERSHIP_LEVEL, partnershipLevel } from '#lib/domain/partnership.ts';
import { PARTNERSHIP_FIELD_MESSAGES } from '#lib/schemas/partnership-messages.ts';
import { HONEYPOT_FIELD } from '#lib/schemas/fields.ts';
import type { PartnershipApplication, PartnershipField } from '#lib/schemas/inboxes.ts';
import { formState } from '../actions/form-state.ts';
import { getDb, type Database } from '../db/client.ts';
import { fieldError } from '../http/errors.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { partnershipAcknowledgement } from './partnership-mail.ts';
import { listCommunityBoards } from '../reference/boards.ts';
import { LIMITS, type WriteLimit } from '../security/rate-limit.ts';
import type { BoardView } from '#lib/views/reference.ts';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

/** "CB 10 - Central Harlem": how the form names a board. */
export function boardOptionLabel(board: { number: number; name: string }): string {
  return `CB ${board.number} - ${board.name}`;
}

/** Applications per address, the form's action and POST /api/partnerships/apply counted together. */
export const PARTNERSHIP_LIMIT: WriteLimit = { name: 'partnership', limit: LIMITS.publicForm };

/** The application's fields, without the hidden one bots fill. */
function withoutHoneypot({ homepage: _bot, ...application }: PartnershipApplication) {
  return application;
}

/** Stores a valid application as pending and sends the applicant a confirmation in `locale` (English by default). Returns its id. */
export async function createPartnershipApplication(
  db: Database,
  application: PartnershipApplication,
  options: { boards: readonly { id: number; number: number; name: string }[]; submittedBy?: number | null; locale?: Locale },
): Promise<number> {
  const locale = options.locale ?? 'en';
  const board = options.boards.find((candidate) => candidate.id === application.communityBoardId);
  const [[row]] = (await batchWithMail(
    db,
    [
      db
        .insert(partnershipApplications)
        .values({ ...withoutHoneypot(application), status: 'pending', submittedBy: options.submittedBy ?? null, language: locale })
        .returning({ id: partnershipApplications.id }),
    ],
    [
      mailStatement(db, {
        to: application.email,
        ...partnershipAcknowledgement(locale, application, board),
        kind: 'partnership_application',
      }),
    ],
  )) as [{ id: number }[]];
  return row.id;
}

/**
 * Stores a valid application (board checked against the database) and mails the applicant in
 * `context.locale` (the language of the page the form was sent from); the
 * partnership action and POST /api/partnerships/apply both call it. Returns the new id.
 */
export async function applyForPartnership(
  db: Database,
  application: PartnershipApplication,
  context: { boards: readonly BoardView[]; submittedBy?: number | null; locale?: Locale },
): Promise<number> {
  if (!context.boards.some((board) => board.id === application.communityBoardId)) {
    throw fieldError({ communityBoardId: PARTNERSHIP_FIELD_MESSAGES.communityBoardId });
  }
  return createPartnershipApplication(db, application, {
    boards: context.boards,
    submittedBy: context.submittedBy,
    locale: context.locale,
  });
}

/** Where the form lands after a successful application (Post/Redirect/Get). */
export const PARTNER_PAGE_SENT = '/partner-program?sent=1#apply';

export type PartnerPageState = {
  values: Record<string, string>;
  errors: Partial<Record<PartnershipField, string>>;
  /** A refusal that is about the whole form (too many attempts). */
  failure: string | null;
  sent: boolean;
  boards: BoardView[];
};

/**
 * What /partner-program shows: the empty form (?level= preselects a level, a signed-in applicant
 * starts with their name and address, ?sent=1 shows the success notice), or after a refused post
 * (the partnership action) the visitor's values and the messages.
 */
export async function loadPartnerPage(Astro: Pick<AstroGlobal, 'url' | 'locals'>): Promise<PartnerPageState> {
  // The community boards (the form's choices); the rest of the page is its texts.
  pageShows(cacheKey.reference);
  const boards = await listCommunityBoards(getDb());
  const level = partnershipLevel(Astro.url.searchParams.get('level'))?.id ?? DEFAULT_PARTNERSHIP_LEVEL;
  const user = Astro.locals.user;
  const posted = formState(Astro.locals, actions.inboxes.partnership);
  if (posted.refused) {
    const { [HONEYPOT_FIELD]: _bot, ...values } = posted.values;
    // The action said its messages in the page's language.
    return {
      values: { ...values, partnershipLevel: values.partnershipLevel || level },
      errors: posted.errors,
      failure: posted.failure?.message ?? null,
      sent: false,
      boards,
    };
  }
  const contact: Record<string, string> = user
    ? { contactName: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email }
    : {};
  return {
    values: { ...contact, partnershipLevel: level },
    errors: {},
    failure: null,
    sent: Astro.url.searchParams.get('sent') === '1',
    boards,
  };
}
