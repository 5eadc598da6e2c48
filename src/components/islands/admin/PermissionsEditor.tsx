/**
 * The role rules the server enforces (cms_permissions), one switch per role and capability, the
 * same table /cms-demo shows. Admins always keep "Manage users" (the server refuses otherwise).
 */
import { actions } from 'astro:actions';
import { localizePath, type Locale } from '../../../lib/domain/locales.ts';
import { permissionNameIn } from '../../../lib/domain/localized-moderation.ts';
import type { PermissionRow } from '../../../lib/views/admin-dashboard.ts';
import {
  moderation_pe_allowed,
  moderation_pe_always,
  moderation_pe_always_title,
  moderation_pe_denied,
  moderation_pe_intro,
  moderation_pe_label_allowed,
  moderation_pe_label_denied,
  moderation_pe_now_allowed,
  moderation_pe_now_denied,
  moderation_pe_permission,
  moderation_pe_role_admin,
  moderation_pe_role_member,
  moderation_pe_role_owner,
  moderation_pe_see,
  moderation_pe_title,
} from '../../../paraglide/messages.js';
import ActionButton from './ActionButton.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';

const ROLES = [
  { id: 'admin', name: moderation_pe_role_admin },
  { id: 'business_owner', name: moderation_pe_role_owner },
  { id: 'user', name: moderation_pe_role_member },
] as const;

export default function PermissionsEditor({ rows, controls, locale = 'en' }: { rows: PermissionRow[]; controls: AdminControls; /** The page's language (English by default). */ locale?: Locale }) {
  const t = { locale };
  return (
    <section className="admin-permissions" aria-labelledby="admin-permissions-title">
      <h3 id="admin-permissions-title">{moderation_pe_title({}, t)}</h3>
      <p className="muted">{moderation_pe_intro({}, t)} <a href={localizePath(locale, '/cms-demo')}>{moderation_pe_see({}, t)}</a>.</p>
      <div className="admin-table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{moderation_pe_permission({}, t)}</th>
              {ROLES.map((role) => (
                <th key={role.id} scope="col">{role.name({}, t)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              // The guide's own permissions are translated; a row it does not know keeps its stored English.
              const name = permissionNameIn(locale, row.resource, row.action, row.label);
              return (
                <tr key={`${row.resource}:${row.action}`}>
                  <th scope="row" lang={name.english ? 'en' : undefined}>{name.text}</th>
                  {ROLES.map((role) => {
                    const allowed = row.allowed[role.id];
                    const locked = role.id === 'admin' && row.resource === 'users' && row.action === 'manage_all';
                    const names = { role: role.name({}, t), permission: name.text };
                    return (
                      <td key={role.id}>
                        {locked ? (
                          <span title={moderation_pe_always_title({}, t)}>{moderation_pe_always({}, t)}</span>
                        ) : (
                          <ActionButton
                            action={actions.admin.setPermission}
                            page={controls.page}
                            act={controls.act}
                            fields={{ role: role.id, capability: `${row.resource}:${row.action}`, allowed: allowed ? '' : 'on' }}
                            success={allowed ? moderation_pe_now_denied(names, t) : moderation_pe_now_allowed(names, t)}
                            label={allowed ? moderation_pe_label_allowed(names, t) : moderation_pe_label_denied(names, t)}
                            variant={allowed ? 'primary' : 'secondary'}
                          >
                            {allowed ? moderation_pe_allowed({}, t) : moderation_pe_denied({}, t)}
                          </ActionButton>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
