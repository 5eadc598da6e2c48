/**
 * The role rules the server enforces (cms_permissions), the same table /cms-demo shows: each
 * role's state per capability, and a button naming the change (Allow, Remove). A change applies to
 * every account with the role, so it is asked once more before it is sent: the button is a link to
 * this page with the change named (?permission=user:favorites:manage_own), where a confirmation
 * box posts it; hydrated, the box opens in place. Admins always keep "Manage users" (the server
 * refuses otherwise).
 */
import { useState, type FormEvent, type MouseEvent } from 'react';
import { actions } from 'astro:actions';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { permissionNameIn } from '#lib/i18n/localized/moderation.ts';
import type { PermissionRow } from '#lib/views/admin-dashboard.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import {
  moderation_pe_allow,
  moderation_pe_allow_label,
  moderation_pe_always,
  moderation_pe_always_title,
  moderation_pe_cancel,
  moderation_pe_confirm_allow,
  moderation_pe_confirm_note,
  moderation_pe_confirm_remove,
  moderation_pe_confirm_title,
  moderation_pe_confirm_yes_allow,
  moderation_pe_confirm_yes_remove,
  moderation_pe_intro,
  moderation_pe_now_allowed,
  moderation_pe_now_denied,
  moderation_pe_permission,
  moderation_pe_remove,
  moderation_pe_remove_label,
  moderation_pe_role_admin,
  moderation_pe_role_member,
  moderation_pe_role_owner,
  moderation_pe_see,
  moderation_pe_state_allowed,
  moderation_pe_state_denied,
  moderation_pe_title,
} from '#paraglide/messages.js';
import { hrefWith } from './Pager.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';

const ROLES = [
  { id: 'admin', name: moderation_pe_role_admin },
  { id: 'business_owner', name: moderation_pe_role_owner },
  { id: 'user', name: moderation_pe_role_member },
] as const;

type RoleId = (typeof ROLES)[number]['id'];
/** One role's switch of one capability ("user:favorites:manage_own"), as the address names it. */
type Change = { role: RoleId; capability: string };

const changeKey = (change: Change) => `${change.role}:${change.capability}`;

/** The change an address names (?permission=role:resource:action), when it is one of the table's. */
export function changeOf(search: string, rows: PermissionRow[]): Change | null {
  const named = new URLSearchParams(search).get('permission') ?? '';
  const role = ROLES.find((item) => named.startsWith(`${item.id}:`))?.id;
  if (!role) return null;
  const capability = named.slice(role.length + 1);
  return rows.some((row) => `${row.resource}:${row.action}` === capability) ? { role, capability } : null;
}

export default function PermissionsEditor({
  rows,
  controls,
  locale = 'en',
}: {
  rows: PermissionRow[];
  controls: AdminControls;
  /** The page's language (English by default). */ locale?: Locale;
}) {
  const t = { locale };
  const [asked, setAsked] = useState<Change | null>(() => changeOf(controls.search, rows));
  const nameOf = (capability: string) => {
    const row = rows.find((item) => `${item.resource}:${item.action}` === capability);
    return row ? permissionNameIn(locale, row.resource, row.action, row.label).text : capability;
  };
  const roleName = (role: RoleId) => ROLES.find((item) => item.id === role)!.name({}, t);
  const ask = (event: MouseEvent<HTMLAnchorElement>, change: Change | null) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setAsked(change);
  };
  const pending = asked && rows.find((row) => `${row.resource}:${row.action}` === asked.capability);
  return (
    <section className="admin-permissions" aria-labelledby="admin-permissions-title">
      <h3 id="admin-permissions-title">{moderation_pe_title({}, t)}</h3>
      <p className="muted">
        {moderation_pe_intro({}, t)} <a href={localizePath(locale, '/cms-demo')}>{moderation_pe_see({}, t)}</a>.
      </p>
      {asked && pending && (
        <ConfirmChange
          change={asked}
          allow={!pending.allowed[asked.role]}
          names={{ role: roleName(asked.role), permission: nameOf(asked.capability) }}
          controls={controls}
          locale={locale}
          onDone={() => setAsked(null)}
          onCancel={(event) => ask(event, null)}
        />
      )}
      <div className="admin-table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{moderation_pe_permission({}, t)}</th>
              {ROLES.map((role) => (
                <th key={role.id} scope="col">
                  {role.name({}, t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              // The guide's own permissions are translated; a row it does not know keeps its stored English.
              const name = permissionNameIn(locale, row.resource, row.action, row.label);
              return (
                <tr key={`${row.resource}:${row.action}`}>
                  <th scope="row" lang={name.english ? 'en' : undefined}>
                    {name.text}
                  </th>
                  {ROLES.map((role) => {
                    const allowed = row.allowed[role.id];
                    const locked = role.id === 'admin' && row.resource === 'users' && row.action === 'manage_all';
                    const names = { role: role.name({}, t), permission: name.text };
                    const change = { role: role.id, capability: `${row.resource}:${row.action}` };
                    return (
                      <td key={role.id}>
                        {locked ? (
                          <span title={moderation_pe_always_title({}, t)}>{moderation_pe_always({}, t)}</span>
                        ) : (
                          <span className="permission-cell">
                            <span className={allowed ? 'permission-on' : 'permission-off'}>
                              {allowed ? moderation_pe_state_allowed({}, t) : moderation_pe_state_denied({}, t)}
                            </span>
                            <a
                              className="button secondary small"
                              href={`${hrefWith(controls.search, { permission: changeKey(change) })}#admin-permissions-title`}
                              aria-label={allowed ? moderation_pe_remove_label(names, t) : moderation_pe_allow_label(names, t)}
                              aria-current={asked && changeKey(asked) === changeKey(change) ? 'true' : undefined}
                              onClick={(event) => ask(event, change)}
                            >
                              {allowed ? moderation_pe_remove({}, t) : moderation_pe_allow({}, t)}
                            </a>
                          </span>
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

/** The one change asked for, said in full, with the button that makes it (a plain form) and Cancel. */
function ConfirmChange({
  change,
  allow,
  names,
  controls,
  locale,
  onDone,
  onCancel,
}: {
  change: Change;
  allow: boolean;
  names: { role: string; permission: string };
  controls: AdminControls;
  locale: Locale;
  onDone: () => void;
  onCancel: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = { locale };
  const [sending, setSending] = useState(false);
  const fields = { role: change.role, capability: change.capability, allowed: allow ? 'on' : '', confirm: 'on' };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const result = await controls.act(
      actions.admin.setPermission,
      fields,
      allow ? moderation_pe_now_allowed(names, t) : moderation_pe_now_denied(names, t),
    );
    setSending(false);
    if (result.ok) onDone();
  };
  return (
    <div
      className="notice admin-confirm"
      role="alertdialog"
      aria-labelledby="admin-permission-confirm"
      aria-describedby="admin-permission-note"
    >
      <p>
        <strong id="admin-permission-confirm">
          {moderation_pe_confirm_title({}, t)}: {allow ? moderation_pe_confirm_allow(names, t) : moderation_pe_confirm_remove(names, t)}
        </strong>
      </p>
      <p id="admin-permission-note">{moderation_pe_confirm_note({}, t)}</p>
      <form method="post" action={actionUrl(controls.page, actions.admin.setPermission)} onSubmit={onSubmit} className="admin-inline-form">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={`button ${allow ? '' : 'danger'}`} disabled={sending}>
          {allow ? moderation_pe_confirm_yes_allow(names, t) : moderation_pe_confirm_yes_remove(names, t)}
        </button>
        <a className="button secondary" href={hrefWith(controls.search, { permission: null })} onClick={onCancel}>
          {moderation_pe_cancel({}, t)}
        </a>
      </form>
    </div>
  );
}
