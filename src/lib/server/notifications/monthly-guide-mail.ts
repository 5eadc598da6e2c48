/**
 * The monthly neighborhood guide as an email (issue 35), in the member's language: per board, its
 * coming events and its new businesses with links, and a link to the board's guide; then why the
 * member receives it, where to turn it off, and a one-click unsubscribe (RFC 8058's headers too).
 */
import { escapeHtml } from '#lib/domain/escape-html.ts';
import { guideTabPath } from '#lib/domain/neighborhood-guide.ts';
import { monthIn } from '#lib/i18n/format.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { businessCategoryName } from '#lib/i18n/localized/businesses.ts';
import { MAIL_SIGNATURE, mailGreeting, newYorkDateTimeIn } from '#lib/i18n/localized/mail.ts';
import type { Mail } from '../mail/mail.ts';
import type { GuideBoard } from './monthly-guide-content.ts';
import * as m from '#paraglide/messages.js';

/** Where the settings link goes in the message, to write it as a link in HTML. */
const LINK = '\u0000';

type Line = { text: string; link: string };
type Section = { heading: string; guide: Line; events: Line[]; places: Line[] };

export function monthlyGuideMail(input: {
  to: string;
  firstName: string | null;
  /** The month the guide is for, YYYY-MM (New York). */
  month: string;
  boards: readonly GuideBoard[];
  /** Whether the boards are those of the member's favorites (otherwise every board). */
  fromFavorites: boolean;
  /** The member's unsubscribe token (preference-changes.ts digestUnsubscribeToken), for the one-click link. */
  unsubscribeToken: string;
  origin: string;
  locale: Locale;
}): Mail {
  const { locale } = input;
  const t = { locale };
  const site = input.origin.replace(/\/$/, '');
  const url = (path: string) => `${site}${localizePath(locale, path)}`;
  const sections: Section[] = input.boards.map((board) => ({
    heading: board.name,
    guide: { text: m.alerts_guide_board_link({ board: board.name }, t), link: url(guideTabPath(board.slug, 'businesses')) },
    events: board.events.map((event) => ({
      text: `${event.title}, ${newYorkDateTimeIn(locale, event.startsAt)}${event.place ? ` ${m.alerts_digest_at({ place: event.place }, t)}` : ''}`,
      link: url(`/events/${event.id}`),
    })),
    places: board.newBusinesses.map((business) => ({
      text: business.category ? `${business.name} (${businessCategoryName(locale, business.category)})` : business.name,
      link: url(`/business/${business.id}`),
    })),
  }));
  const greeting = mailGreeting(locale, input.firstName?.trim());
  const intro = input.fromFavorites ? m.alerts_guide_intro_favorites({}, t) : m.alerts_guide_intro_all({}, t);
  const settings = url('/settings#notifications');
  const why = m.alerts_guide_why({ link: settings }, t);
  const unsubscribe = `${url('/notifications/unsubscribe')}?token=${encodeURIComponent(input.unsubscribeToken)}&topic=monthly-guide`;
  const textLines = (lines: Line[]) => lines.flatMap((line) => [`- ${line.text}`, `  ${line.link}`]);
  const text = [
    greeting,
    '',
    intro,
    ...sections.flatMap((section) => [
      '',
      section.heading.toUpperCase(),
      section.guide.text,
      `  ${section.guide.link}`,
      '',
      m.alerts_guide_events({}, t),
      ...(section.events.length > 0 ? textLines(section.events) : [m.alerts_guide_no_events({}, t)]),
      ...(section.places.length > 0 ? ['', m.alerts_guide_new_places({}, t), ...textLines(section.places)] : []),
    ]),
    '',
    why,
    m.alerts_guide_unsubscribe({ link: unsubscribe }, t),
    '',
    MAIL_SIGNATURE,
  ].join('\n');
  const htmlList = (lines: Line[]) =>
    `<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a></li>`).join('')}</ul>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map((section) =>
      [
        `<h2>${escapeHtml(section.heading)}</h2>`,
        `<p><a href="${escapeHtml(section.guide.link)}">${escapeHtml(section.guide.text)}</a></p>`,
        `<h3>${escapeHtml(m.alerts_guide_events({}, t))}</h3>`,
        section.events.length > 0 ? htmlList(section.events) : `<p>${escapeHtml(m.alerts_guide_no_events({}, t))}</p>`,
        section.places.length > 0 ? `<h3>${escapeHtml(m.alerts_guide_new_places({}, t))}</h3>${htmlList(section.places)}` : '',
      ].join('\n'),
    ),
    `<p>${m
      .alerts_guide_why({ link: LINK }, t)
      .split(LINK)
      .map(escapeHtml)
      .join(`<a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a>`)}</p>`,
    `<p>${m
      .alerts_guide_unsubscribe({ link: LINK }, t)
      .split(LINK)
      .map(escapeHtml)
      .join(`<a href="${escapeHtml(unsubscribe)}">${escapeHtml(unsubscribe)}</a>`)}</p>`,
    `<p>${escapeHtml(MAIL_SIGNATURE)}</p>`,
  ].join('\n');
  return {
    to: input.to,
    kind: 'monthly_guide',
    subject: m.alerts_guide_subject({ month: monthIn(locale, input.month) }, t),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
