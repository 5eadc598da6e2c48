/** The member's messages to businesses, each with the owner's replies (decisions: messaging is a premium benefit). */
import { formatDateTime } from '../../../lib/domain/time.ts';
import type { ThreadView } from '../../../lib/views/messages.ts';

export default function MyMessages({ threads, isPremium }: { threads: ThreadView[]; isPremium: boolean }) {
  if (threads.length === 0) {
    return (
      <div className="dash-empty">
        <p>No messages yet</p>
        <p className="muted">
          {isPremium ? 'Write to a business from its page ("Message the owner"): the reply appears here and by email.' : 'Messaging business owners is a premium member benefit. '}
          {!isPremium && <a href="/premium">See premium membership</a>}
        </p>
      </div>
    );
  }
  return (
    <ul className="dash-messages">
      {threads.map((thread) => (
        <li key={thread.id}>
          <p>
            To <a href={`/business/${thread.business.id}`}><strong>{thread.business.name}</strong></a>
            <span className="muted"> · {formatDateTime(new Date(thread.createdAt))}</span>
          </p>
          {thread.subject && <p><strong>{thread.subject}</strong></p>}
          <p className="dash-message-text">{thread.content}</p>
          {thread.replies.length === 0 ? (
            <p className="muted">Waiting for a reply.</p>
          ) : (
            thread.replies.map((reply) => (
              <blockquote key={reply.id} className="dash-reply">
                <strong>{`Reply from ${thread.business.name}`}</strong> <span className="muted">{formatDateTime(new Date(reply.createdAt))}</span>
                <p className="dash-message-text">{reply.content}</p>
              </blockquote>
            ))
          )}
        </li>
      ))}
    </ul>
  );
}
