/** Overview: the activity feed (sign-ups, payments, donations, claims, reports, each with its state) and the audit log. */
import { activityStateIn, activityTitleIn, reportReasonIn, shortInstantIn, signupRoleIn } from '#lib/i18n/localized/admin.ts';
import type { ActivityItem, OverviewData } from '#lib/views/admin-dashboard.ts';
import {
  admin_activity_none,
  admin_anonymous,
  admin_audit_entries,
  admin_audit_log,
  admin_audit_none,
  admin_col_after,
  admin_col_before,
  admin_col_what,
  admin_col_when,
  admin_col_who,
  admin_deleted_account,
  admin_recent_activity,
} from '#paraglide/messages.js';
import Pager from './Pager.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';
import { moneyIn } from '#lib/i18n/format.ts';

const describe = (values: Record<string, unknown> | null) =>
  values
    ? Object.entries(values)
        .map(([key, value]) => `${key}: ${value === null ? '—' : String(value)}`)
        .join(', ')
    : '';

/** What an activity concerns: names and emails as written (translate="no"), the rest in the page's language. */
function ActivityDetail({ item, locale }: { item: ActivityItem; locale: AdminControls['locale'] }) {
  const name = (text: string | null) => <span translate="no">{text}</span>;
  const amount = item.amountCents === null ? '' : ` · ${moneyIn(locale, item.amountCents)}`;
  switch (item.kind) {
    case 'signup':
      return (
        <>
          {name(item.subject)} ({signupRoleIn(locale, item.role ?? '')})
        </>
      );
    case 'donation':
      return (
        <>
          {item.subject === null ? admin_anonymous({}, { locale }) : name(item.subject)}
          {amount}
        </>
      );
    case 'report':
      return (
        <>
          {name(item.subject)}: {reportReasonIn(locale, item.reason ?? '')}
        </>
      );
    default:
      return (
        <>
          {name(item.subject)}
          {amount}
        </>
      );
  }
}

export default function AdminOverviewTab({ data, controls }: { data: OverviewData; controls: AdminControls }) {
  const { locale } = controls;
  const t = { locale };
  return (
    <div className="admin-overview">
      <section aria-labelledby="admin-activity-title">
        <h2 id="admin-activity-title">{admin_recent_activity({}, t)}</h2>
        {data.activity.length === 0 ? (
          <p className="muted">{admin_activity_none({}, t)}</p>
        ) : (
          <ul className="admin-activity">
            {data.activity.map((item, index) => (
              <li key={index} className={`activity-${item.status}`}>
                <span className={`badge status-${item.status}`}>{activityStateIn(locale, item.status)}</span>
                <span>
                  <strong>{activityTitleIn(locale, item)}</strong> · <ActivityDetail item={item} locale={locale} />
                </span>
                <time dateTime={item.at}>{shortInstantIn(locale, item.at)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="admin-audit-title">
        <h2 id="admin-audit-title">{admin_audit_log({}, t)}</h2>
        {data.audit.rows.length === 0 ? (
          <p className="muted">{admin_audit_none({}, t)}</p>
        ) : (
          <div className="admin-table-scroll">
            <table className="admin-audit">
              <thead>
                <tr>
                  <th scope="col">{admin_col_when({}, t)}</th>
                  <th scope="col">{admin_col_who({}, t)}</th>
                  <th scope="col">{admin_col_what({}, t)}</th>
                  <th scope="col">{admin_col_before({}, t)}</th>
                  <th scope="col">{admin_col_after({}, t)}</th>
                </tr>
              </thead>
              <tbody>
                {data.audit.rows.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{shortInstantIn(locale, entry.at)}</time>
                    </td>
                    {/* A person's name, and the log's own codes (user.suspend, isPremium: true), are the same in every language. */}
                    <td translate={entry.actor ? 'no' : undefined}>{entry.actor ?? admin_deleted_account({}, t)}</td>
                    <td translate="no">
                      {entry.action} · {entry.subjectType}
                      {entry.subjectId !== null ? ` #${entry.subjectId}` : ''}
                    </td>
                    <td translate="no">{describe(entry.before)}</td>
                    <td translate="no">{describe(entry.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data.audit.total > 0 && (
          <Pager list={data.audit} search={controls.search} go={controls.go} label={admin_audit_entries({}, t)} locale={locale} />
        )}
      </section>
    </div>
  );
}
