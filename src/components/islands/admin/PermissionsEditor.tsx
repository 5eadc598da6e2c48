/**
 * The role rules the server enforces (cms_permissions), one switch per role and capability, the
 * same table /cms-demo shows. Admins always keep "Manage users" (the server refuses otherwise).
 */
import { actions } from 'astro:actions';
import type { PermissionRow } from '../../../lib/views/admin-dashboard.ts';
import ActionButton from './ActionButton.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';
import type { Locale } from '../../../lib/domain/locales.ts';

const ROLES = [
  { id: 'admin', name: 'Admin' },
  { id: 'business_owner', name: 'Business owner' },
  { id: 'user', name: 'Member' },
] as const;

export default function PermissionsEditor({ rows, controls }: { rows: PermissionRow[]; controls: AdminControls; locale?: Locale }) {
  return (
    <section className="admin-permissions" aria-labelledby="admin-permissions-title">
      <h3 id="admin-permissions-title">Role permissions</h3>
      <p className="muted">What each role may do, checked by the server on every request (changes apply within 30 seconds everywhere). <a href="/cms-demo">See them as each role does</a>.</p>
      <div className="admin-table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Permission</th>
              {ROLES.map((role) => (
                <th key={role.id} scope="col">{role.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.resource}:${row.action}`}>
                <th scope="row">{row.label}</th>
                {ROLES.map((role) => {
                  const allowed = row.allowed[role.id];
                  const locked = role.id === 'admin' && row.resource === 'users' && row.action === 'manage_all';
                  return (
                    <td key={role.id}>
                      {locked ? (
                        <span title="Admins always keep this: it opens this editor">✓ Always</span>
                      ) : (
                        <ActionButton
                          action={actions.admin.setPermission}
                          page={controls.page}
                          act={controls.act}
                          fields={{ role: role.id, capability: `${row.resource}:${row.action}`, allowed: allowed ? '' : 'on' }}
                          success={`${role.name}: ${row.label} ${allowed ? 'not allowed' : 'allowed'}.`}
                          label={`${row.label} for ${role.name}: ${allowed ? 'allowed' : 'not allowed'}. Change`}
                          variant={allowed ? 'primary' : 'secondary'}
                        >
                          {allowed ? '✓ Allowed' : '✗ Denied'}
                        </ActionButton>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
