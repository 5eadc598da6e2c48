/** The inboxes: contact messages, advertising, sponsorship and property inquiries; read, reply by email, archive. */
import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { INBOX_KINDS, type InboxItem, type InboxesData } from '../../../lib/views/admin-dashboard.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import ActionButton from './ActionButton.tsx';
import Pager, { follow, hrefWith } from './Pager.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';
import type { Locale } from '../../../lib/domain/locales.ts';

type Props = { data: InboxesData; controls: AdminControls; locale?: Locale };

export default function InboxesTab({ data, controls }: Props) {
  const { go, search } = controls;
  return (
    <section aria-labelledby="admin-inboxes-title">
      <h2 id="admin-inboxes-title">Inboxes</h2>
      <nav className="admin-subnav" aria-label="Inboxes">
        {INBOX_KINDS.map((kind) => (
          <a key={kind.id} href={hrefWith(search, { box: kind.id, page: null, archived: null })} aria-current={kind.id === data.kind ? 'page' : undefined} onClick={(event) => follow(event, go)}>
            {kind.label} {data.unread[kind.id] > 0 && <span className="badge gold">{data.unread[kind.id]} new</span>}
          </a>
        ))}
        <a href={hrefWith(search, { archived: data.archived ? null : '1', page: null })} onClick={(event) => follow(event, go)}>
          {data.archived ? 'Back to the inbox' : 'Show archived'}
        </a>
      </nav>
      {data.list.rows.length === 0 ? (
        <p className="muted">{data.archived ? 'Nothing archived here.' : 'No messages yet'}</p>
      ) : (
        <ul className="admin-rows" aria-label={INBOX_KINDS.find((kind) => kind.id === data.kind)?.label}>
          {data.list.rows.map((item) => (
            <InboxRow key={item.id} item={item} kind={data.kind} controls={controls} />
          ))}
        </ul>
      )}
      <Pager list={data.list} search={search} go={go} label="Messages" />
    </section>
  );
}

function InboxRow({ item, kind, controls }: { item: InboxItem; kind: InboxesData['kind']; controls: AdminControls }) {
  const { act, page } = controls;
  const [replying, setReplying] = useState(false);
  const onReply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await act(actions.admin.replyToInboxItem, { kind, id: String(item.id), subject: String(form.get('subject') ?? ''), message: String(form.get('message') ?? '') }, `Reply sent to ${item.email}.`);
    if (result.ok) setReplying(false);
  };
  const fields = { kind, id: String(item.id) };
  return (
    <li className={`admin-row${item.isRead ? '' : ' unread'}`}>
      <div className="admin-row-main">
        <p><strong>{item.subject}</strong> {!item.isRead && <span className="badge gold">New</span>} {item.about && (item.about.startsWith('/') ? <a href={item.about}>the listing</a> : <span className="badge">{item.about.replace(/_/g, ' ')}</span>)}</p>
        <p className="muted">{item.from} · <a href={`mailto:${item.email}`}>{item.email}</a> · {new Date(item.createdAt).toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' })}</p>
        <p className="admin-message">{item.body}</p>
      </div>
      <div className="admin-row-actions">
        <button type="button" className="button secondary" aria-expanded={replying} onClick={() => setReplying(!replying)}>{replying ? 'Close' : 'Reply'}</button>
        <ActionButton action={actions.admin.markInboxItem} page={page} act={act} fields={{ ...fields, value: item.isRead ? '' : 'on' }} success={item.isRead ? 'Marked unread.' : 'Marked read.'}>
          {item.isRead ? 'Mark unread' : 'Mark read'}
        </ActionButton>
        <ActionButton action={actions.admin.archiveInboxItem} page={page} act={act} fields={{ ...fields, value: item.archived ? '' : 'on' }} success={item.archived ? 'Back in the inbox.' : 'Archived.'}>
          {item.archived ? 'Unarchive' : 'Archive'}
        </ActionButton>
      </div>
      {replying && (
        <form className="admin-edit-form" method="post" action={actionUrl(page, actions.admin.replyToInboxItem)} onSubmit={onReply} aria-label={`Reply to ${item.from}`}>
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={item.id} />
          <label className="wide"><span>Subject</span><input name="subject" required defaultValue={`Re: ${item.subject}`} maxLength={200} /></label>
          <label className="wide"><span>Message</span><textarea name="message" required rows={5} maxLength={5000} /></label>
          <button type="submit" className="button">Send reply</button>
        </form>
      )}
    </li>
  );
}
