/** Overview: the activity feed (sign-ups, payments, donations, claims, reports, each with its state) and the audit log. */
import type { OverviewData } from '../../../lib/views/admin-dashboard.ts';
import Pager from './Pager.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';

const at = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const describe = (values: Record<string, unknown> | null) => (values ? Object.entries(values).map(([key, value]) => `${key}: ${value === null ? '—' : String(value)}`).join(', ') : '');

export default function AdminOverviewTab({ data, controls }: { data: OverviewData; controls: AdminControls }) {
  return (
    <div className="admin-overview">
      <section aria-labelledby="admin-activity-title">
        <h2 id="admin-activity-title">Recent activity</h2>
        {data.activity.length === 0 ? <p className="muted">Nothing has happened yet.</p> : (
          <ul className="admin-activity">
            {data.activity.map((item, index) => (
              <li key={index} className={`activity-${item.status}`}>
                <span className={`badge status-${item.status}`}>{item.status}</span>
                <span><strong>{item.title}</strong> · {item.detail}</span>
                <time dateTime={item.at}>{at(item.at)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="admin-audit-title">
        <h2 id="admin-audit-title">Audit log</h2>
        {data.audit.rows.length === 0 ? <p className="muted">No admin actions yet.</p> : (
          <div className="admin-table-scroll">
            <table className="admin-audit">
              <thead>
                <tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Before</th><th scope="col">After</th></tr>
              </thead>
              <tbody>
                {data.audit.rows.map((entry) => (
                  <tr key={entry.id}>
                    <td><time dateTime={entry.at}>{at(entry.at)}</time></td>
                    <td>{entry.actor ?? 'a deleted account'}</td>
                    <td>{entry.action} · {entry.subjectType}{entry.subjectId !== null ? ` #${entry.subjectId}` : ''}</td>
                    <td>{describe(entry.before)}</td>
                    <td>{describe(entry.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data.audit.total > 0 && <Pager list={data.audit} search={controls.search} go={controls.go} label="Audit entries" />}
      </section>
    </div>
  );
}
