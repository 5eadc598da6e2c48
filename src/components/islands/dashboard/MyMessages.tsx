/** The member's messages to businesses, each with the owner's replies (decisions: messaging is a premium benefit). */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { around, dateTimeIn } from '#lib/i18n/localized/dashboard.ts';
import type { ThreadView } from '#lib/views/messages.ts';
import {
  dashboard_message_to,
  dashboard_messages_empty,
  dashboard_messages_empty_member,
  dashboard_messages_empty_premium,
  dashboard_reply_from,
  dashboard_see_premium,
  dashboard_waiting_reply,
} from '#paraglide/messages.js';
import { writtenIn } from '#lib/i18n/written-language.ts';

export default function MyMessages({ threads, isPremium, locale }: { threads: ThreadView[]; isPremium: boolean; locale: Locale }) {
  const t = { locale };
  // The members' and owners' words stay marked as the English they are written in.
  const peoples = writtenIn('en', locale);
  if (threads.length === 0) {
    return (
      <div className="dash-empty">
        <p>{dashboard_messages_empty({}, t)}</p>
        <p className="muted">
          {isPremium ? dashboard_messages_empty_premium({}, t) : `${dashboard_messages_empty_member({}, t)} `}
          {!isPremium && <a href={localizePath(locale, '/premium')}>{dashboard_see_premium({}, t)}</a>}
        </p>
      </div>
    );
  }
  const [toBefore, toAfter] = around((business) => dashboard_message_to({ business }, t));
  const [replyBefore, replyAfter] = around((name) => dashboard_reply_from({ name }, t));
  return (
    <ul className="dash-messages">
      {threads.map((thread) => (
        <li key={thread.id}>
          <p>
            {toBefore}
            <a href={localizePath(locale, `/business/${thread.business.id}`)} translate="no">
              <strong>{thread.business.name}</strong>
            </a>
            {toAfter}
            <span className="muted"> · {dateTimeIn(locale, new Date(thread.createdAt))}</span>
          </p>
          {thread.subject && (
            <p lang={peoples}>
              <strong>{thread.subject}</strong>
            </p>
          )}
          <p className="dash-message-text" lang={peoples}>
            {thread.content}
          </p>
          {thread.replies.length === 0 ? (
            <p className="muted">{dashboard_waiting_reply({}, t)}</p>
          ) : (
            thread.replies.map((reply) => (
              <blockquote key={reply.id} className="dash-reply">
                <strong>
                  {replyBefore}
                  <span translate="no">{thread.business.name}</span>
                  {replyAfter}
                </strong>{' '}
                <span className="muted">{dateTimeIn(locale, new Date(reply.createdAt))}</span>
                <p className="dash-message-text" lang={peoples}>
                  {reply.content}
                </p>
              </blockquote>
            ))
          )}
        </li>
      ))}
    </ul>
  );
}
