import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { APIContext } from 'astro';
import { mailOutbox, partnershipApplications, rateLimitHits } from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { BUSINESS_TYPES, PARTNERSHIP_LEVELS, PARTNERSHIP_MESSAGES, formatYearlyPrice, normalizeWebsite } from '#lib/domain/partnership.ts';
import { validatePartnershipApplication } from '#lib/schemas/inboxes.ts';
import { boardOptionLabel, createPartnershipApplication } from '#lib/server/inboxes/partnerships.ts';
import { decideApplication } from '#lib/server/admin/moderation.ts';
import { storeLanguage } from '#lib/server/preferences/language.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { listCommunityBoards } from '#lib/server/reference/boards.ts';
import { inboxes } from '#actions/inboxes.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { ALL as otherMethodsRoute, POST as applyRoute } from '#pages/api/partnerships/apply.ts';
import { LIMITS, TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';

const BOARD_IDS = [9, 10, 11, 12];
const valid = {
  businessName: 'Lenox Lantern Books',
  contactName: 'Ada Greene',
  email: 'ada@lantern.example',
  phone: '(212) 555-0142',
  address: '301 Malcolm X Blvd, New York, NY 10027',
  businessType: 'Retail Store',
  description: 'An independent bookshop with readings every Thursday night.',
  website: 'https://lantern.example',
  partnershipLevel: 'premium',
  communityBoardId: '10',
};
const errorsOf = (values: Record<string, unknown>) => {
  const result = validatePartnershipApplication(values, BOARD_IDS);
  return result.ok ? {} : result.errors;
};

describe('partnership levels and business types', () => {
  it('has the four yearly levels and the twelve business types of the spec', () => {
    expect(PARTNERSHIP_LEVELS.map((level) => [level.id, formatYearlyPrice(level)])).toEqual([
      ['basic', '$200.00 per year'],
      ['premium', '$1,000.00 per year'],
      ['platinum', '$2,500.00 per year'],
      ['diamond', '$5,000.00 per year'],
    ]);
    expect(BUSINESS_TYPES).toHaveLength(12);
    expect(BUSINESS_TYPES[0]).toBe('Restaurant/Food Service');
    expect(BUSINESS_TYPES.at(-1)).toBe('Other');
    expect(boardOptionLabel({ number: 10, name: 'Central Harlem' })).toBe('CB 10 - Central Harlem');
  });
});

describe('partnership application rules', () => {
  it('accepts a complete application, trimmed, with the board as a number', () => {
    const result = validatePartnershipApplication(
      { ...valid, businessName: '  Lenox Lantern Books ', email: ' Ada@Lantern.example ' },
      BOARD_IDS,
    );
    expect(result).toEqual({
      ok: true,
      application: { ...valid, email: 'ada@lantern.example', website: 'https://lantern.example/', communityBoardId: 10, homepage: '' },
    });
  });

  it('gives every required field its spec message', () => {
    expect(errorsOf({})).toEqual({
      businessName: 'Business name is required',
      contactName: 'Contact name is required',
      email: 'Valid email is required',
      phone: 'Valid phone number is required',
      address: 'Address is required',
      businessType: 'Business type is required',
      description: 'Please provide a detailed description (minimum 20 characters)',
      communityBoardId: 'Community board selection is required',
    });
  });

  it.each([
    ['businessName', '   ', 'Business name is required'],
    ['contactName', '', 'Contact name is required'],
    ['email', 'ada@', 'Valid email is required'],
    ['email', 'not an email', 'Valid email is required'],
    ['phone', '555-0142', 'Valid phone number is required'],
    ['phone', 'call me maybe', 'Valid phone number is required'],
    ['phone', '1'.repeat(31), 'Valid phone number is required'],
    ['address', ' ', 'Address is required'],
    ['businessType', 'Spaceport', 'Business type is required'],
    ['description', 'Too short to say.', 'Please provide a detailed description (minimum 20 characters)'],
    ['description', `   ${'a'.repeat(19)}   `, 'Please provide a detailed description (minimum 20 characters)'],
    ['website', 'javascript:alert(1)', 'Please enter a valid website URL'],
    ['website', 'not a website', 'Please enter a valid website URL'],
    ['website', 'ftp://files.example', 'Please enter a valid website URL'],
    ['partnershipLevel', 'gold', 'Please choose a partnership level'],
    ['communityBoardId', '3', 'Community board selection is required'],
    ['communityBoardId', 'ten', 'Community board selection is required'],
    ['businessName', 'x'.repeat(201), 'Business name must be at most 200 characters'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('takes an empty website as none, and adds https:// to a bare domain', () => {
    expect(validatePartnershipApplication({ ...valid, website: '' }, BOARD_IDS)).toMatchObject({
      ok: true,
      application: { website: null },
    });
    expect(validatePartnershipApplication({ ...valid, website: 'www.lantern.example/shop' }, BOARD_IDS)).toMatchObject({
      ok: true,
      application: { website: 'https://www.lantern.example/shop' },
    });
    expect(normalizeWebsite('http://lantern.example')).toBe('http://lantern.example/');
    expect(normalizeWebsite('localhost')).toBeUndefined();
  });

  it('defaults the partnership level to basic', () => {
    expect(validatePartnershipApplication({ ...valid, partnershipLevel: '' }, BOARD_IDS)).toMatchObject({
      ok: true,
      application: { partnershipLevel: 'basic' },
    });
    expect(validatePartnershipApplication({ ...valid, partnershipLevel: undefined }, BOARD_IDS)).toMatchObject({
      ok: true,
      application: { partnershipLevel: 'basic' },
    });
  });

  it('reads JSON numbers and ignores values of the wrong type', () => {
    expect(validatePartnershipApplication({ ...valid, communityBoardId: 12 }, BOARD_IDS)).toMatchObject({
      ok: true,
      application: { communityBoardId: 12 },
    });
    expect(errorsOf({ ...valid, businessName: ['Lenox'], communityBoardId: { id: 10 } })).toEqual({
      businessName: 'Business name is required',
      communityBoardId: 'Community board selection is required',
    });
    expect(errorsOf(null as never)).toHaveProperty('businessName');
    expect(errorsOf('text' as never)).toHaveProperty('email');
  });

  it("uses the spec's success notice", () => {
    expect(PARTNERSHIP_MESSAGES.success).toBe('Partnership Application Submitted – Our team will contact you within 2 business days.');
  });
});

describe('storing applications', async () => {
  const { db } = await useFreshDatabase({ seed: false });
  // Reference data only: the four boards.
  const { seedDatabase } = await import('#db/seed.ts');
  await seedDatabase(db, { demo: false });
  const boards = await listCommunityBoards(db);

  it('offers the four boards from the database', () => {
    expect(boards.map(boardOptionLabel)).toEqual([
      'CB 9 - Hamilton Heights',
      'CB 10 - Central Harlem',
      'CB 11 - East Harlem',
      'CB 12 - Washington Heights',
    ]);
  });

  const apply = (values: Record<string, unknown>, ip: string) => callAction(inboxes.partnership, values, { ip });

  it('stores a valid application as pending and emails the applicant', async () => {
    const result = await apply(valid, '203.0.113.1');
    expect(result.data).toEqual({ redirect: '/partner-program?sent=1#apply' });
    const [row] = await db.select().from(partnershipApplications).orderBy(desc(partnershipApplications.id)).limit(1);
    expect(row).toMatchObject({
      businessName: 'Lenox Lantern Books',
      contactName: 'Ada Greene',
      email: 'ada@lantern.example',
      phone: '(212) 555-0142',
      businessType: 'Retail Store',
      website: 'https://lantern.example/',
      partnershipLevel: 'premium',
      communityBoardId: 10,
      status: 'pending',
      submittedBy: null,
    });
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ toAddress: 'ada@lantern.example', kind: 'partnership_application' });
    expect(mail.textBody).toContain('within 2 business days');
    expect(mail.textBody).toContain('Premium ($1,000.00 per year)');
    expect(mail.textBody).toContain('CB 10 - Central Harlem');
  });

  it('stores nothing and sends nothing when the application is refused, or names a board that does not exist', async () => {
    const before = (await db.select().from(partnershipApplications)).length;
    const mailsBefore = (await db.select().from(mailOutbox)).length;
    expect(fieldsOf((await apply({ ...valid, email: 'nope' }, '203.0.113.2')).error)).toEqual({ email: 'Valid email is required' });
    const unknownBoard = await apply({ ...valid, communityBoardId: '77' }, '203.0.113.2');
    expect(unknownBoard.error.status).toBe(400);
    expect(fieldsOf(unknownBoard.error)).toEqual({ communityBoardId: 'Community board selection is required' });
    expect(await db.select().from(partnershipApplications)).toHaveLength(before);
    expect(await db.select().from(mailOutbox)).toHaveLength(mailsBefore);
  });

  it('limits each address to the public form limit', async () => {
    const ip = '203.0.113.3';
    for (let attempt = 0; attempt < LIMITS.publicForm.limit; attempt++) {
      expect((await apply({ ...valid, businessName: `Shop ${attempt}` }, ip)).error).toBeUndefined();
    }
    expect((await apply(valid, ip)).error).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS.in('en') });
    const hits = await db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `partnership:ip:${ip}`));
    expect(hits).toHaveLength(LIMITS.publicForm.limit);
  });

  describe('POST /api/partnerships/apply', () => {
    const call = async (body: string, ip: string, type = 'application/json') => {
      const url = new URL('http://localhost/api/partnerships/apply');
      const request = new Request(url, { method: 'POST', headers: { 'content-type': type }, body });
      const response = await applyRoute({
        url,
        request,
        params: {},
        locals: { user: null, session: null },
        clientAddress: ip,
      } as unknown as APIContext);
      return { status: response.status, body: await response.json() };
    };

    it('answers 201 with the id of the stored application', async () => {
      const { status, body } = await call(JSON.stringify({ ...valid, communityBoardId: 11, partnershipLevel: 'diamond' }), '198.51.100.1');
      expect(status).toBe(201);
      expect(body.id).toEqual(expect.any(Number));
      const [row] = await db.select().from(partnershipApplications).where(eq(partnershipApplications.id, body.id));
      expect(row).toMatchObject({ communityBoardId: 11, partnershipLevel: 'diamond', status: 'pending' });
    });

    it('answers 400 with a message and the errors of each field', async () => {
      const { status, body } = await call(JSON.stringify({ ...valid, phone: '123', description: 'short' }), '198.51.100.2');
      expect(status).toBe(400);
      expect(body).toEqual({
        message: PARTNERSHIP_MESSAGES.failed,
        errors: { phone: 'Valid phone number is required', description: 'Please provide a detailed description (minimum 20 characters)' },
      });
    });

    it('answers 400, never 500, to a body that is not a JSON object', async () => {
      expect(await call('{not json', '198.51.100.3')).toEqual({ status: 400, body: { message: 'The request body must be valid JSON.' } });
      expect((await call('[1, 2]', '198.51.100.3')).status).toBe(400);
      const empty = await call('', '198.51.100.3');
      expect(empty.status).toBe(400);
      expect(empty.body.errors.businessName).toBe('Business name is required');
    });

    it('answers other methods with a JSON 405', async () => {
      const url = new URL('http://localhost/api/partnerships/apply');
      const response = await otherMethodsRoute({ url, request: new Request(url), params: {} } as unknown as APIContext);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ message: 'Use POST to send an application (not GET)' });
    });

    it('answers 429 over the limit', async () => {
      const ip = '198.51.100.4';
      for (let attempt = 0; attempt < LIMITS.publicForm.limit; attempt++) await call('{}', ip);
      expect(await call(JSON.stringify(valid), ip)).toEqual({ status: 429, body: { message: TOO_MANY_ATTEMPTS.in('en') } });
    });
  });

  describe("the applicant's language", async () => {
    const admin = await storeAccount(db, 'admin');
    const application = {
      ...valid,
      businessType: 'Retail Store' as const,
      website: 'https://lantern.example/',
      partnershipLevel: 'premium' as const,
      communityBoardId: 10,
      homepage: '',
    };
    const lastMail = async () => (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];

    it('acknowledges in the language of the page the form was sent from, and answers in it', async () => {
      const id = await createPartnershipApplication(db, { ...application, email: 'lea@lantern.example' }, { boards, locale: 'fr' });
      expect((await db.select().from(partnershipApplications).where(eq(partnershipApplications.id, id)))[0].language).toBe('fr');
      const ack = await lastMail();
      expect(ack.subject).toBe('Nous avons bien reçu votre candidature au programme partenaires de Harlem');
      expect(ack.textBody).toContain('Niveau de partenariat\u00a0: Privilège (1\u202f000,00\u00a0$US par an)');
      expect(ack.textBody).toContain('Type d’activité\u00a0: Commerce de détail');
      await decideApplication(db, admin.id, { applicationId: id, approve: true, notes: null });
      const decision = await lastMail();
      expect(decision).toMatchObject({
        toAddress: 'lea@lantern.example',
        kind: 'partnership_approved',
        subject: 'Bienvenue dans le programme partenaires de Harlem Guide, Lenox Lantern Books',
      });
      expect(decision.textBody).toContain('au partenariat de niveau Privilège');
    });

    it("a member's chosen language wins over the page's; English otherwise", async () => {
      const member = await storeAccount(db, 'user');
      await storeLanguage(db, member.id, 'es');
      const id = await createPartnershipApplication(db, { ...application, email: member.email }, { boards, locale: 'fr' });
      await decideApplication(db, admin.id, { applicationId: id, approve: false, notes: 'Call us in the spring.' });
      const refused = await lastMail();
      expect(refused.subject).toBe('Tu solicitud al Programa de socios de Harlem Guide');
      expect(refused.textBody).toBe(
        'Hola, Ada Greene:\n\nGracias por presentar la solicitud de Lenox Lantern Books. Por el momento no podemos aprobarla.\n\nCall us in the spring.\n\nHarlem Guide',
      );
      const english = await createPartnershipApplication(db, { ...application, email: 'sam@lantern.example' }, { boards });
      await decideApplication(db, admin.id, { applicationId: english, approve: true, notes: null });
      expect((await lastMail()).textBody).toBe(
        "Hello Ada Greene,\n\nWe approved Lenox Lantern Books's application for the premium partnership. Our team will contact you about the next steps.\n\nHarlem Guide",
      );
    });
  });
});
