/**
 * Partner program applications: validated with the domain rules, stored as pending for the
 * admins, confirmed to the applicant by email. Shared by the /partner-program form and
 * POST /api/partnerships/apply.
 */
import type { AstroGlobal } from 'astro';
import { partnershipApplications } from '../../../../db/schema.ts';
import {
  DEFAULT_PARTNERSHIP_LEVEL,
  formatYearlyPrice,
  partnershipLevel,
  validatePartnershipApplication,
  type PartnershipApplication,
  type PartnershipField,
} from '../../domain/partnership.ts';
import { getDb, type Database } from '../db/client.ts';
import { clientIp, HONEYPOT_FIELD, isSpam, readForm } from '../http/forms.ts';
import { sendMail } from '../mail/outbox.ts';
import { limitAttempt, LIMITS, TOO_MANY_ATTEMPTS } from '../security/rate-limit.ts';
import { communityBoardsQuery, type BoardView } from '../reference/boards.ts';

/** "CB 10 - Central Harlem": how the form names a board. */
export function boardOptionLabel(board: { number: number; name: string }): string {
  return `CB ${board.number} - ${board.name}`;
}

/** The boards an applicant chooses from, in board order. */
export async function listBoardChoices(db: Database): Promise<BoardView[]> {
  return communityBoardsQuery(db);
}

/** The rate-limit key of the partnership form and endpoint for one address. */
export const partnershipRateKey = (ip: string) => `partnership:ip:${ip}`;

/** Stores a valid application as pending and sends the applicant a confirmation. Returns its id. */
export async function createPartnershipApplication(
  db: Database,
  application: PartnershipApplication,
  options: { boards: readonly { id: number; number: number; name: string }[]; submittedBy?: number | null },
): Promise<number> {
  const [row] = await db
    .insert(partnershipApplications)
    .values({ ...application, status: 'pending', submittedBy: options.submittedBy ?? null })
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

export type ApplyResult =
  | { status: 'created'; id: number }
  | { status: 'invalid'; errors: Partial<Record<PartnershipField, string>> }
  | { status: 'limited' };

/**
 * Handles one submission from an address: rate limit (every attempt counts), validation, then
 * the stored application and its email. Spam (the honeypot) is the caller's business.
 */
export async function applyForPartnership(
  db: Database,
  input: unknown,
  context: { ip: string; boards: readonly BoardView[]; submittedBy?: number | null },
): Promise<ApplyResult> {
  if (await limitAttempt([partnershipRateKey(context.ip)], LIMITS.publicForm)) return { status: 'limited' };
  const result = validatePartnershipApplication(
    input,
    context.boards.map((board) => board.id),
  );
  if (!result.ok) return { status: 'invalid', errors: result.errors };
  const id = await createPartnershipApplication(db, result.application, { boards: context.boards, submittedBy: context.submittedBy });
  return { status: 'created', id };
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
 * The /partner-program page's server side: on GET the empty form (?level= preselects a level,
 * ?sent=1 shows the success notice); on POST the honeypot, rate limit and rules, then a 303 to
 * the notice, or the form again with the visitor's values and the messages (400, or 429).
 */
export async function handlePartnerProgramPage(Astro: AstroGlobal): Promise<Response | PartnerPageState> {
  const db = getDb();
  const boards = await listBoardChoices(db);
  const level = partnershipLevel(Astro.url.searchParams.get('level'))?.id ?? DEFAULT_PARTNERSHIP_LEVEL;
  const user = Astro.locals.user;
  // A signed-in applicant starts with their own name and address filled in.
  const contact: Record<string, string> = user ? { contactName: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email } : {};
  const state: PartnerPageState = {
    values: { ...contact, partnershipLevel: level },
    errors: {},
    failure: null,
    sent: Astro.url.searchParams.get('sent') === '1',
    boards,
  };
  if (Astro.request.method !== 'POST') return state;

  const values = await readForm(Astro.request);
  // A bot that filled the hidden field is told it worked; nothing is stored or sent.
  if (isSpam(values)) return Astro.redirect(PARTNER_PAGE_SENT, 303);
  const result = await applyForPartnership(db, values, { ip: clientIp(Astro), boards, submittedBy: user?.id ?? null });
  if (result.status === 'created') return Astro.redirect(PARTNER_PAGE_SENT, 303);
  delete values[HONEYPOT_FIELD];
  state.values = { ...values, partnershipLevel: values.partnershipLevel || level };
  state.sent = false;
  if (result.status === 'limited') {
    Astro.response.status = 429;
    state.failure = TOO_MANY_ATTEMPTS;
  } else {
    Astro.response.status = 400;
    state.errors = result.errors;
  }
  return state;
}
