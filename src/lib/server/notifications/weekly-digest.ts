/**
 * The weekly digest (issue 17): once per ISO week, each member with favorites, the digest on and
 * email on gets an email of what's on in the next 7 days at their favorite places and in those
 * places' community boards, in their language. Nothing on: no email. Each member's week is claimed
 * by one insert (weekly_digests, unique per member and week) before anything is sent, so two runs
 * never mail twice; a member in their quiet hours is left for a run after they end. The mail carries RFC 8058's one-click unsubscribe headers and a visible link
 * to /notifications/unsubscribe with the member's token.
 */
import { sql } from 'drizzle-orm';
import { escapeHtml } from '#lib/domain/escape-html.ts';
import { isoWeekOf } from '#lib/domain/iso-week.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { MAIL_SIGNATURE, mailGreeting, newYorkDateTimeIn } from '#lib/i18n/localized/mail.ts';
import type { Database } from '../db/client.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import type { Mail } from '../mail/mail.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { recipientLanguagesIn } from '../mail/recipient-language.ts';
import { digestUnsubscribeToken } from './preference-changes.ts';
import { outsideQuietHours } from './preferences.ts';
import * as m from '#paraglide/messages.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Members considered per run; the next runs of the week take the rest. */
const DIGESTS_PER_RUN = 100;
/** Events listed in one digest. */
const EVENTS_PER_DIGEST = 10;

export type DigestEvent = { id: number; title: string; startsAt: Date; place: string | null };

/** The events of the next 7 days at the member's favorites, then in their favorites' boards, soonest first. */
export async function digestEventsFor(db: Database, userId: number, now: Date): Promise<DigestEvent[]> {
  const rows = await db.all<{ id: number; title: string; starts_at: number; place: string | null }>(sql`
    select e.id, e.title, e.starts_at, coalesce(b.name, e.location) as place
    from events e left join businesses b on b.id = e.business_id
    where e.is_active = 1 and e.starts_at >= ${now.getTime()} and e.starts_at < ${now.getTime() + 7 * DAY_MS}
      and (e.business_id is null or b.is_active = 1)
      and (e.business_id in (select f.business_id from user_favorites f where f.user_id = ${userId})
        or e.community_board_id in (select fb.community_board_id from user_favorites f join businesses fb on fb.id = f.business_id where f.user_id = ${userId}))
    order by e.business_id in (select f.business_id from user_favorites f where f.user_id = ${userId}) desc, e.starts_at, e.id
    limit ${EVENTS_PER_DIGEST}`);
  return rows
    .map((row) => ({ id: Number(row.id), title: row.title, startsAt: new Date(Number(row.starts_at)), place: row.place }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The digest email in the member's language, with the one-click unsubscribe headers and link. */
export function digestMail(input: {
  to: string;
  firstName: string | null;
  events: DigestEvent[];
  unsubscribeToken: string;
  origin: string;
  locale: Locale;
}): Mail {
  const { locale, origin } = input;
  const t = { locale };
  const site = origin.replace(/\/$/, '');
  const unsubscribe = `${site}${localizePath(locale, '/notifications/unsubscribe')}?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const lines = input.events.map((event) => {
    const at = event.place ? ` ${m.alerts_digest_at({ place: event.place }, t)}` : '';
    return {
      text: `${event.title}, ${newYorkDateTimeIn(locale, event.startsAt)}${at}`,
      link: `${site}${localizePath(locale, `/events/${event.id}`)}`,
    };
  });
  const greeting = mailGreeting(locale, input.firstName?.trim());
  const text = [
    greeting,
    '',
    m.alerts_digest_intro({}, t),
    '',
    ...lines.flatMap((line) => [`- ${line.text}`, `  ${line.link}`]),
    '',
    m.alerts_digest_why({}, t),
    m.alerts_digest_unsubscribe({ link: unsubscribe }, t),
    '',
    MAIL_SIGNATURE,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(m.alerts_digest_intro({}, t))}</p>`,
    `<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a></li>`).join('')}</ul>`,
    `<p>${escapeHtml(m.alerts_digest_why({}, t))} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(m.alerts_digest_unsubscribe_link({}, t))}</a></p>`,
    `<p>${escapeHtml(MAIL_SIGNATURE)}</p>`,
  ].join('\n');
  return {
    to: input.to,
    kind: 'weekly_digest',
    subject: m.alerts_digest_subject({}, t),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The scheduled job's step: this week's digests not yet considered; returns how many were emailed. */
export async function sendWeeklyDigests(db: Database, options: { now: Date; origin: string }): Promise<number> {
  const week = isoWeekOf(options.now);
  const candidates = await db.all<{
    id: number;
    email: string;
    first_name: string | null;
    quiet_hours_start: string | null;
    quiet_hours_end: string | null;
    time_zone: string | null;
  }>(sql`
    select u.id, u.email, u.first_name, p.quiet_hours_start, p.quiet_hours_end, p.time_zone from users u left join notification_preferences p on p.user_id = u.id
    where exists (select 1 from user_favorites f where f.user_id = u.id)
      and coalesce(p.weekly_digest, 1) = 1 and coalesce(p.email_enabled, 1) = 1
      and not exists (select 1 from weekly_digests d where d.user_id = u.id and d.week = ${week})
    order by u.id`);
  // Nothing is sent in a member's quiet hours: their digest waits for a run after they end.
  const members = candidates.filter((member) => outsideQuietHours(options.now, member)).slice(0, DIGESTS_PER_RUN);
  if (members.length === 0) return 0;
  const languageOf = await recipientLanguagesIn(
    db,
    members.map((member) => Number(member.id)),
  );
  let emailed = 0;
  for (const member of members) {
    const userId = Number(member.id);
    const events = await digestEventsFor(db, userId, options.now);
    // The week is claimed whether or not there is anything to say (one digest a week at most), in the batch that writes the mail.
    const claim = db.all(
      sql`insert into weekly_digests (user_id, week, emailed) values (${userId}, ${week}, ${events.length > 0 ? 1 : 0}) on conflict (user_id, week) do nothing returning id`,
    );
    if (events.length === 0) {
      await claim;
      continue;
    }
    const letter = digestMail({
      to: member.email,
      firstName: member.first_name,
      events,
      unsubscribeToken: await digestUnsubscribeToken(db, userId),
      origin: options.origin,
      locale: languageOf(userId),
    });
    const [claimed, mail] = await db.batch([claim, mailStatement(db, letter, { when: sql`changes() > 0` })]);
    if ((claimed as unknown[]).length === 0) continue;
    await deliverMail(db, outboxIdsOf([mail]));
    emailed += 1;
  }
  return emailed;
}
