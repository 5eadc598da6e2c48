/**
 * The monthly neighborhood guide (issue 35), a Premium benefit: once per New York month, each
 * member who receives it (membership/premium-benefits.ts), with the guide and email switches on,
 * gets an email on the community boards of their favorites (every board without favorites): the
 * coming month's events, the businesses new in the guide, links to the boards' guides, in their
 * language. Each member's month is claimed by one insert (monthly_guides, unique per member and
 * month) in the batch that writes the mail to the outbox, so two runs at once, a run repeated or
 * a run that dies midway never mail twice and never lose a mail. A member in their quiet hours is
 * left for a run after they end. At most MONTHLY_GUIDES_PER_RUN a run; the next runs take the rest.
 */
import { sql } from 'drizzle-orm';
import { toNewYorkParts } from '#lib/domain/time.ts';
import type { Database } from '../db/client.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import { recipientLanguagesIn } from '../mail/recipient-language.ts';
import { receivesMonthlyGuide } from '../membership/premium-benefits.ts';
import { boardsForMember, favoriteBoardsOf, listGuideBoards, type GuideBoard } from './monthly-guide-content.ts';
import { loadListTexts, type ListTexts } from '../translations/list-texts.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { monthlyGuideMail } from './monthly-guide-mail.ts';
import { digestUnsubscribeToken } from './preference-changes.ts';
import { outsideQuietHours } from './preferences.ts';

/** Guides emailed in one run of the scheduled job. */
export const MONTHLY_GUIDES_PER_RUN = 100;

/** The New York month an instant falls in: 2026-12. */
export const guideMonthOf = (now: Date): string => toNewYorkParts(now).date.slice(0, 7);

/** The scheduled job's step: this month's guides not yet sent, up to `limit`; returns how many were emailed. */
export async function sendMonthlyGuides(db: Database, options: { now: Date; origin: string; limit?: number }): Promise<number> {
  const { now } = options;
  const limit = options.limit ?? MONTHLY_GUIDES_PER_RUN;
  const month = guideMonthOf(now);
  const candidates = await db.all<{
    id: number;
    email: string;
    first_name: string | null;
    quiet_hours_start: string | null;
    quiet_hours_end: string | null;
    time_zone: string | null;
  }>(sql`
    select u.id, u.email, u.first_name, p.quiet_hours_start, p.quiet_hours_end, p.time_zone
    from users u left join notification_preferences p on p.user_id = u.id
    where ${receivesMonthlyGuide(now)}
      and coalesce(p.monthly_guide, 1) = 1 and coalesce(p.email_enabled, 1) = 1
      and not exists (select 1 from monthly_guides g where g.user_id = u.id and g.month = ${month})
    order by u.id
    limit ${limit * 10}`);
  // Nothing is sent in a member's quiet hours: their guide waits for a run after they end.
  const members = candidates.filter((member) => outsideQuietHours(now, member)).slice(0, limit);
  if (members.length === 0) return 0;
  const ids = members.map((member) => Number(member.id));
  const [boards, favorites, languageOf] = await Promise.all([
    listGuideBoards(db, now),
    favoriteBoardsOf(db, ids),
    recipientLanguagesIn(db, ids),
  ]);
  if (boards.length === 0) return 0;
  const boardsIn = await guideBoardsByLanguage(db, boards);
  let emailed = 0;
  for (const member of members) {
    const userId = Number(member.id);
    const letter = monthlyGuideMail({
      to: member.email,
      firstName: member.first_name,
      month,
      ...boardsForMember(boardsIn(languageOf(userId)), favorites.get(userId)),
      unsubscribeToken: await digestUnsubscribeToken(db, userId),
      origin: options.origin,
      locale: languageOf(userId),
    });
    const [claimed, mail] = await db.batch([
      db.all(
        sql`insert into monthly_guides (user_id, month) values (${userId}, ${month}) on conflict (user_id, month) do nothing returning id`,
      ),
      mailStatement(db, letter, { when: sql`changes() > 0`, dedupeKey: `monthly_guide:${userId}:${month}` }),
    ]);
    if ((claimed as unknown[]).length === 0) continue;
    await deliverMail(db, outboxIdsOf([mail]));
    emailed += 1;
  }
  return emailed;
}

/** The boards with their events' verified titles in each language (one query per language; English as written). */
async function guideBoardsByLanguage(db: Database, boards: GuideBoard[]): Promise<(locale: Locale) => GuideBoard[]> {
  const eventIds = boards.flatMap((board) => board.events.map((event) => event.id));
  const [es, fr] = await Promise.all((['es', 'fr'] as const).map((locale) => loadListTexts(db, locale, { events: eventIds })));
  const translate = (texts: ListTexts) =>
    boards.map((board) => ({
      ...board,
      events: board.events.map((event) => ({ ...event, title: texts.event(event.id)?.title ?? event.title })),
    }));
  const byLanguage = { en: boards, es: translate(es), fr: translate(fr) };
  return (locale) => byLanguage[locale];
}
