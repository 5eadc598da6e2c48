/** The inboxes: contact messages, advertising, sponsorship and property inquiries; read, reply by email, archive. */
import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { dateTimeIn } from '#lib/i18n/localized/moderation.ts';
import { INBOX_KINDS, type InboxItem, type InboxKind, type InboxesData } from '#lib/views/admin-dashboard.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import {
  moderation_close,
  moderation_in_advertising,
  moderation_in_archive,
  moderation_in_archived,
  moderation_in_back,
  moderation_in_contact,
  moderation_in_listing,
  moderation_in_mark_read,
  moderation_in_mark_unread,
  moderation_in_marked_read,
  moderation_in_marked_unread,
  moderation_in_message,
  moderation_in_new,
  moderation_in_new_count,
  moderation_in_none,
  moderation_in_none_archived,
  moderation_in_pager,
  moderation_in_priority,
  moderation_in_property,
  moderation_in_reply,
  moderation_in_reply_target,
  moderation_in_reply_sent,
  moderation_in_reply_to,
  moderation_in_send,
  moderation_in_show_archived,
  moderation_in_sponsorship,
  moderation_in_subject,
  moderation_in_title,
  moderation_in_unarchive,
  moderation_in_unarchived,
} from '#paraglide/messages.js';
import ActionButton from './ActionButton.tsx';
import Disclosure from './Disclosure.tsx';
import Pager, { follow, hrefWith } from './Pager.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';

type Props = { data: InboxesData; controls: AdminControls; /** The page's language (English by default). */ locale?: Locale };

const KIND_NAMES: Record<InboxKind, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  contact: moderation_in_contact,
  advertising: moderation_in_advertising,
  sponsorship: moderation_in_sponsorship,
  property: moderation_in_property,
};

export default function InboxesTab({ data, controls, locale = 'en' }: Props) {
  const { go, search } = controls;
  const t = { locale };
  return (
    <section aria-labelledby="admin-inboxes-title">
      <h2 id="admin-inboxes-title">{moderation_in_title({}, t)}</h2>
      <nav className="admin-subnav" aria-label={moderation_in_title({}, t)}>
        {INBOX_KINDS.map((kind) => (
          <a
            key={kind.id}
            href={hrefWith(search, { box: kind.id, page: null, archived: null })}
            aria-current={kind.id === data.kind ? 'page' : undefined}
            onClick={(event) => follow(event, go)}
          >
            {KIND_NAMES[kind.id]({}, t)}{' '}
            {data.unread[kind.id] > 0 && <span className="badge gold">{moderation_in_new_count({ count: data.unread[kind.id] }, t)}</span>}
          </a>
        ))}
        <a href={hrefWith(search, { archived: data.archived ? null : '1', page: null })} onClick={(event) => follow(event, go)}>
          {data.archived ? moderation_in_back({}, t) : moderation_in_show_archived({}, t)}
        </a>
      </nav>
      {data.list.rows.length === 0 ? (
        <p className="muted">{data.archived ? moderation_in_none_archived({}, t) : moderation_in_none({}, t)}</p>
      ) : (
        <ul className="admin-rows" aria-label={KIND_NAMES[data.kind]({}, t)}>
          {data.list.rows.map((item) => (
            <InboxRow key={item.id} item={item} kind={data.kind} controls={controls} locale={locale} />
          ))}
        </ul>
      )}
      <Pager list={data.list} search={search} go={go} label={moderation_in_pager({}, t)} locale={locale} />
    </section>
  );
}

function InboxRow({
  item,
  kind,
  controls,
  locale,
}: {
  item: InboxItem;
  kind: InboxesData['kind'];
  controls: AdminControls;
  locale: Locale;
}) {
  const { act, page } = controls;
  const t = { locale };
  // What people wrote (subject, message, a topic or budget they chose) stays as written.
  const english = writtenIn('en', locale);
  const [replying, setReplying] = useState(false);
  const onReply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await act(
      actions.admin.replyToInboxItem,
      { kind, id: String(item.id), subject: String(form.get('subject') ?? ''), message: String(form.get('message') ?? '') },
      moderation_in_reply_sent({ email: item.email }, t),
    );
    if (result.ok) setReplying(false);
  };
  const fields = { kind, id: String(item.id) };
  return (
    <li className={`admin-row${item.isRead ? '' : ' unread'}`}>
      <div className="admin-row-main">
        <p>
          <strong lang={english}>{item.subject}</strong> {!item.isRead && <span className="badge gold">{moderation_in_new({}, t)}</span>}{' '}
          {item.priority && <span className="badge gold">{moderation_in_priority({}, t)}</span>}{' '}
          {item.replyTargetDays !== null && !item.archived && (
            <span className="badge" data-reply-target>
              {moderation_in_reply_target({ days: item.replyTargetDays }, t)}
            </span>
          )}{' '}
          {item.about &&
            (item.about.startsWith('/') ? (
              <a href={localizePath(locale, item.about)}>{moderation_in_listing({}, t)}</a>
            ) : (
              <span className="badge" lang={english}>
                {item.about.replace(/_/g, ' ')}
              </span>
            ))}
        </p>
        <p className="muted">
          <span translate="no">{item.from}</span> ·{' '}
          <a href={`mailto:${item.email}`} translate="no">
            {item.email}
          </a>{' '}
          · {dateTimeIn(locale, item.createdAt)}
        </p>
        <p className="admin-message" lang={english}>
          {item.body}
        </p>
      </div>
      <div className="admin-row-actions">
        <Disclosure summary={replying ? moderation_close({}, t) : moderation_in_reply({}, t)} open={replying} onToggle={setReplying}>
          <form
            className="admin-edit-form"
            method="post"
            action={actionUrl(page, actions.admin.replyToInboxItem)}
            onSubmit={onReply}
            aria-label={moderation_in_reply_to({ name: item.from }, t)}
          >
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={item.id} />
            <label className="wide">
              <span>{moderation_in_subject({}, t)}</span>
              <input name="subject" required defaultValue={`Re: ${item.subject}`} maxLength={200} />
            </label>
            <label className="wide">
              <span>{moderation_in_message({}, t)}</span>
              <textarea name="message" required rows={5} maxLength={5000} />
            </label>
            <button type="submit" className="button">
              {moderation_in_send({}, t)}
            </button>
          </form>
        </Disclosure>
        <ActionButton
          action={actions.admin.markInboxItem}
          page={page}
          act={act}
          fields={{ ...fields, value: item.isRead ? '' : 'on' }}
          success={item.isRead ? moderation_in_marked_unread({}, t) : moderation_in_marked_read({}, t)}
        >
          {item.isRead ? moderation_in_mark_unread({}, t) : moderation_in_mark_read({}, t)}
        </ActionButton>
        <ActionButton
          action={actions.admin.archiveInboxItem}
          page={page}
          act={act}
          fields={{ ...fields, value: item.archived ? '' : 'on' }}
          success={item.archived ? moderation_in_unarchived({}, t) : moderation_in_archived({}, t)}
        >
          {item.archived ? moderation_in_unarchive({}, t) : moderation_in_archive({}, t)}
        </ActionButton>
      </div>
    </li>
  );
}
