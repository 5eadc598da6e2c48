/**
 * Messages: "Customer Messages (N)" with sender, a New badge while unread, time, subject and
 * content, or "No messages yet". Opening a message marks it read (owner.markMessageRead); the
 * owner replies under it (owner.replyToMessage), and the member is emailed.
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { dateTimeIn } from '#lib/i18n/localized/owner.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import { MESSAGE_LIMITS } from '#lib/schemas/messages-text.ts';
import type { OwnerDashboardView } from '#lib/views/owner-dashboard.ts';
import type { ThreadView } from '#lib/views/messages.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useActionForm } from './use-action-form.ts';
import {
  owner_mark_read,
  owner_messages_heading,
  owner_new_badge,
  owner_no_messages,
  owner_no_subject,
  owner_reply_from,
  owner_reply_sent,
  owner_reply_to,
  owner_send_reply,
  owner_sending,
  owner_toast_error,
  owner_msg_message_replied,
  owner_msg_message_failed,
} from '#paraglide/messages.js';

type Props = { data: OwnerDashboardView; locale: Locale; page: string; onChanged: () => void };

function Thread({
  thread,
  businessId,
  locale,
  page,
  onChanged,
}: {
  thread: ThreadView;
  businessId: number;
  locale: Locale;
  page: string;
  onChanged: () => void;
}) {
  const t = { locale };
  // People's words (the member's message, the replies) stay as written, marked English.
  const written = writtenIn('en', locale);
  const scripted = useHydrated();
  const [read, setRead] = useState(thread.isRead);
  const form = useActionForm<unknown>({
    send: (body) => actions.owner.replyToMessage(body),
    success: { title: owner_reply_sent({}, t), description: owner_msg_message_replied({}, t) },
    failure: { title: owner_toast_error({}, t), description: owner_msg_message_failed({}, t) },
    onDone: (_data, element) => {
      element.reset();
      onChanged();
    },
  });
  const open = () => {
    if (read) return;
    setRead(true);
    const body = new FormData();
    body.set('businessId', String(businessId));
    body.set('messageId', String(thread.id));
    body.set('next', page);
    void actions.owner
      .markMessageRead(body)
      .then((answer) => (answer.error ? setRead(false) : onChanged()))
      .catch(() => setRead(false));
  };
  const id = `message-reply-${thread.id}`;
  return (
    <li className={read ? undefined : 'owner-unread'}>
      <details onToggle={(event) => (event.currentTarget.open ? open() : undefined)}>
        <summary>
          <strong translate="no">{`${thread.sender.firstName} ${thread.sender.lastName}`}</strong>{' '}
          {!read && <span className="badge">{owner_new_badge({}, t)}</span>}
          <span className="muted"> · {dateTimeIn(locale, thread.createdAt)}</span>
          {thread.subject !== null ? (
            <span className="owner-message-subject" lang={written}>
              {thread.subject}
            </span>
          ) : (
            <span className="owner-message-subject">{owner_no_subject({}, t)}</span>
          )}
        </summary>
        <p className="owner-message-content" lang={written}>
          {thread.content}
        </p>
        {thread.replies.map((reply) => (
          <blockquote key={reply.id} className="owner-reply-shown">
            <strong>{owner_reply_from({ name: reply.sender.firstName }, t)}</strong>{' '}
            <span className="muted">{dateTimeIn(locale, reply.createdAt)}</span>
            <p lang={written}>{reply.content}</p>
          </blockquote>
        ))}
        {!scripted && !read && (
          <form method="post" action={actionUrl(page, 'owner.markMessageRead')}>
            <input type="hidden" name="businessId" value={businessId} />
            <input type="hidden" name="messageId" value={thread.id} />
            <input type="hidden" name="next" value={page} />
            <button type="submit" className="link-button">
              {owner_mark_read({}, t)}
            </button>
          </form>
        )}
        <form
          method="post"
          action={actionUrl(page, 'owner.replyToMessage')}
          className="owner-reply-form"
          onSubmit={form.onSubmit}
          noValidate
        >
          <input type="hidden" name="businessId" value={businessId} />
          <input type="hidden" name="messageId" value={thread.id} />
          <input type="hidden" name="next" value={page} />
          <label htmlFor={id}>{owner_reply_to({ name: thread.sender.firstName }, t)}</label>
          <textarea
            id={id}
            name="content"
            rows={3}
            maxLength={MESSAGE_LIMITS.content}
            aria-invalid={form.errors.content ? true : undefined}
            aria-describedby={form.errors.content ? `${id}-error` : undefined}
          />
          {form.errors.content && (
            <p id={`${id}-error`} className="field-error">
              {form.errors.content}
            </p>
          )}
          <button className="button secondary" type="submit" disabled={form.sending}>
            {form.sending ? owner_sending({}, t) : owner_send_reply({}, t)}
          </button>
        </form>
      </details>
    </li>
  );
}

export default function MessagesTab({ data, locale, page, onChanged }: Props) {
  const { messages } = data;
  const t = { locale };
  return (
    <>
      <h2>{owner_messages_heading({ count: messages.length }, t)}</h2>
      {messages.length === 0 ? (
        <p className="muted">{owner_no_messages({}, t)}</p>
      ) : (
        <ul className="owner-list owner-messages">
          {messages.map((thread) => (
            <Thread key={thread.id} thread={thread} businessId={data.business.id} locale={locale} page={page} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </>
  );
}
