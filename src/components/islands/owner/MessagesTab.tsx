/** Messages: "Customer Messages (N)" with sender, a New badge while unread, time, subject and content, or "No messages yet". */
import { formatDateTime } from '../../../lib/domain/time.ts';
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';

export default function MessagesTab({ data }: { data: OwnerDashboardView }) {
  const { messages } = data;
  return (
    <>
      <h2>{`Customer Messages (${messages.length})`}</h2>
      {messages.length === 0 ? (
        <p className="muted">No messages yet</p>
      ) : (
        <ul className="owner-list">
          {messages.map((message) => (
            <li key={message.id}>
              <p>
                <strong>{`${message.sender.firstName} ${message.sender.lastName}`}</strong> {!message.isRead && <span className="badge">New</span>}
                <span className="muted"> · {formatDateTime(new Date(message.createdAt))}</span>
              </p>
              <p><strong>{message.subject ?? '(no subject)'}</strong></p>
              <p>{message.content}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
