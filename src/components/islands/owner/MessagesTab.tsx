/**
 * Messages: "Customer Messages (N)" with sender, a New badge while unread, time, subject and
 * content, or "No messages yet". Opening a message marks it read (owner.markMessageRead); the
 * owner replies under it (owner.replyToMessage), and the member is emailed.
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import { formatDateTime } from '../../../lib/domain/time.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '../../../lib/schemas/messages-text.ts';
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';
import type { ThreadView } from '../../../lib/views/messages.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useActionForm } from './use-action-form.ts';

type Props = { data: OwnerDashboardView; page: string; onChanged: () => void };

function Thread({ thread, businessId, page, onChanged }: { thread: ThreadView; businessId: number; page: string; onChanged: () => void }) {
  const scripted = useHydrated();
  const [read, setRead] = useState(thread.isRead);
  const form = useActionForm<unknown>({
    send: (body) => actions.owner.replyToMessage(body),
    success: { title: 'Reply sent', description: MESSAGE_MESSAGES.replied },
    failure: { title: 'Error', description: MESSAGE_MESSAGES.failed },
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
          <strong>{`${thread.sender.firstName} ${thread.sender.lastName}`}</strong> {!read && <span className="badge">New</span>}
          <span className="muted"> · {formatDateTime(new Date(thread.createdAt))}</span>
          <span className="owner-message-subject">{thread.subject ?? '(no subject)'}</span>
        </summary>
        <p className="owner-message-content">{thread.content}</p>
        {thread.replies.map((reply) => (
          <blockquote key={reply.id} className="owner-reply-shown">
            <strong>{`Reply from ${reply.sender.firstName}`}</strong> <span className="muted">{formatDateTime(new Date(reply.createdAt))}</span>
            <p>{reply.content}</p>
          </blockquote>
        ))}
        {!scripted && !read && (
          <form method="post" action={actionUrl(page, 'owner.markMessageRead')}>
            <input type="hidden" name="businessId" value={businessId} />
            <input type="hidden" name="messageId" value={thread.id} />
            <input type="hidden" name="next" value={page} />
            <button type="submit" className="link-button">Mark as read</button>
          </form>
        )}
        <form method="post" action={actionUrl(page, 'owner.replyToMessage')} className="owner-reply-form" onSubmit={form.onSubmit} noValidate>
          <input type="hidden" name="businessId" value={businessId} />
          <input type="hidden" name="messageId" value={thread.id} />
          <input type="hidden" name="next" value={page} />
          <label htmlFor={id}>{`Reply to ${thread.sender.firstName}`}</label>
          <textarea id={id} name="content" rows={3} maxLength={MESSAGE_LIMITS.content} aria-invalid={form.errors.content ? true : undefined} aria-describedby={form.errors.content ? `${id}-error` : undefined} />
          {form.errors.content && <p id={`${id}-error`} className="field-error">{form.errors.content}</p>}
          <button className="button secondary" type="submit" disabled={form.sending}>{form.sending ? 'Sending…' : 'Send reply'}</button>
        </form>
      </details>
    </li>
  );
}

export default function MessagesTab({ data, page, onChanged }: Props) {
  const { messages } = data;
  return (
    <>
      <h2>{`Customer Messages (${messages.length})`}</h2>
      {messages.length === 0 ? (
        <p className="muted">No messages yet</p>
      ) : (
        <ul className="owner-list owner-messages">
          {messages.map((thread) => <Thread key={thread.id} thread={thread} businessId={data.business.id} page={page} onChanged={onChanged} />)}
        </ul>
      )}
    </>
  );
}
