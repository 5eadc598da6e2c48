/**
 * Partner program applications: stored as pending for the admins and confirmed to the applicant
 * by email. Shared by the /partner-program form's action and POST /api/partnerships/apply.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { partnershipApplications } from '../../../../db/schema.ts';
import { DEFAULT_PARTNERSHIP_LEVEL, formatYearlyPrice, PARTNERSHIP_MESSAGES, partnershipLevel } from '../../domain/partnership.ts';
import { HONEYPOT_FIELD } from '../../schemas/fields.ts';
import type { PartnershipApplication, PartnershipField } from '../../schemas/inboxes.ts';
import { formState } from '../actions/form-state.ts';
import { getDb, type Database } from '../db/client.ts';
import { fieldError } from '../http/errors.ts';
import { sendMail } from '../mail/outbox.ts';
import { listCommunityBoards } from '../reference/boards.ts';
import { LIMITS, type WriteLimit } from '../security/rate-limit.ts';
import type { BoardView } from '../../views/reference.ts';

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

/** Stores a valid application as pending and sends the applicant a confirmation. Returns its id. */
export async function createPartnershipApplication(
  db: Database,
  application: PartnershipApplication,
  options: { boards: readonly { id: number; number: number; name: string }[]; submittedBy?: number | null },
): Promise<number> {
  const [row] = await db
    .insert(partnershipApplications)
    .values({ ...withoutHoneypot(application), status: 'pending', submittedBy: options.submittedBy ?? null })
    .returning({ id: partnershipApplications.id });
  const level = partnershipLevel(application.partnershipLevel)!;
  const board = options.boards.find((candidate) => candidate.id === application.communityBoardId);
  await sendMail({
    to: application.email,
    subject: 'We received your Harlem partnership application',
    kind: 'partnership_application',
    text: [
      `Hello ${application.contactName},`,
      '',
      `Thank you for applying to the Harlem Partner Program for ${application.businessName}.`,
      'Our team will contact you within 2 business days.',
      '',
      'What you sent us:',
      `Partnership level: ${level.name} (${formatYearlyPrice(level)})`,
      `Business type: ${application.businessType}`,
      `Community board: ${board ? boardOptionLabel(board) : application.communityBoardId}`,
      `Address: ${application.address}`,
      `Phone: ${application.phone}`,
      ...(application.website ? [`Website: ${application.website}`] : []),
      '',
      'Nothing is charged until we have talked and you have agreed to the partnership.',
      '',
      'The Harlem guide team',
    ].join('\n'),
  });
  return row.id;
}

/**
 * Stores a valid application (board checked against the database) and mails the applicant; the
 * partnership action and POST /api/partnerships/apply both call it. Returns the new id.
 */
export async function applyForPartnership(
  db: Database,
  application: PartnershipApplication,
  context: { boards: readonly BoardView[]; submittedBy?: number | null },
): Promise<number> {
  if (!context.boards.some((board) => board.id === application.communityBoardId)) {
    throw fieldError({ communityBoardId: PARTNERSHIP_MESSAGES.communityBoardId });
  }
  return createPartnershipApplication(db, application, { boards: context.boards, submittedBy: context.submittedBy });
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
  const boards = await listCommunityBoards(getDb());
  const level = partnershipLevel(Astro.url.searchParams.get('level'))?.id ?? DEFAULT_PARTNERSHIP_LEVEL;
  const user = Astro.locals.user;
  const posted = formState(Astro.locals, actions.inboxes.partnership);
  if (posted.refused) {
    const { [HONEYPOT_FIELD]: _bot, ...values } = posted.values;
    return { values: { ...values, partnershipLevel: values.partnershipLevel || level }, errors: posted.errors, failure: posted.failure?.message ?? null, sent: false, boards };
  }
  const contact: Record<string, string> = user ? { contactName: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email } : {};
  return { values: { ...contact, partnershipLevel: level }, errors: {}, failure: null, sent: Astro.url.searchParams.get('sent') === '1', boards };
}
