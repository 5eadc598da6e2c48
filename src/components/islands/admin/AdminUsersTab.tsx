/** Users: search, role and status filters, pages of 20; role, premium, suspend/restore, reset mail; and the role permissions. */
import type { FormEvent } from 'react';
import { actions } from 'astro:actions';
import type { AdminUserRow, UsersData } from '#lib/views/admin-dashboard.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import { localizePath } from '#lib/i18n/locales.ts';
import { roleName, shortDayIn } from '#lib/i18n/localized/admin.ts';
import {
  admin_active_admins,
  admin_all_roles,
  admin_change_role,
  admin_end_premium,
  admin_everyone,
  admin_filter,
  admin_grant_premium,
  admin_joined,
  admin_no_users,
  admin_premium_ended,
  admin_premium_given,
  admin_premium_granted,
  admin_premium_paid,
  admin_reset_sent,
  admin_restore,
  admin_restored,
  admin_role,
  admin_role_admins,
  admin_role_changed,
  admin_role_members,
  admin_role_of,
  admin_role_owners,
  admin_runs,
  admin_search,
  admin_send_reset,
  admin_status,
  admin_status_suspended,
  admin_suspend,
  admin_suspend_confirm,
  admin_suspended,
  admin_suspended_toast,
  admin_tab_users,
  admin_user_search_placeholder,
  admin_you,
} from '#paraglide/messages.js';
import ActionButton from './ActionButton.tsx';
import Pager from './Pager.tsx';
import PermissionsEditor from './PermissionsEditor.tsx';
import { addressOf, type AdminControls } from './use-admin-dashboard.ts';

type Props = { data: UsersData; controls: AdminControls; viewerId: number };

export default function AdminUsersTab({ data, controls, viewerId }: Props) {
  const { locale } = controls;
  const t = { locale };
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    controls.go(addressOf(new FormData(event.currentTarget).entries()));
  };
  return (
    <section aria-labelledby="admin-users-title">
      <div className="admin-section-head">
        <h2 id="admin-users-title">{admin_tab_users({}, t)}</h2>
        <p className="muted">{admin_active_admins({ count: data.adminCount }, t)}</p>
      </div>
      <form className="admin-filters" method="get" action={localizePath(locale, '/admin')} onSubmit={onFilter} role="search">
        <input type="hidden" name="tab" value="users" />
        <label>
          <span>{admin_search({}, t)}</span>
          <input type="search" name="q" defaultValue={data.filters.q} placeholder={admin_user_search_placeholder({}, t)} />
        </label>
        <label>
          <span>{admin_role({}, t)}</span>
          <select name="role" defaultValue={data.filters.role}>
            <option value="">{admin_all_roles({}, t)}</option>
            <option value="admin">{admin_role_admins({}, t)}</option>
            <option value="business_owner">{admin_role_owners({}, t)}</option>
            <option value="user">{admin_role_members({}, t)}</option>
          </select>
        </label>
        <label>
          <span>{admin_status({}, t)}</span>
          <select name="status" defaultValue={data.filters.status}>
            <option value="">{admin_everyone({}, t)}</option>
            <option value="premium">Premium</option>
            <option value="suspended">{admin_status_suspended({}, t)}</option>
          </select>
        </label>
        <button type="submit" className="button">
          {admin_filter({}, t)}
        </button>
      </form>
      <ul className="admin-rows" aria-label={admin_tab_users({}, t)}>
        {data.list.rows.map((account) => (
          <UserRow key={account.id} account={account} controls={controls} self={account.id === viewerId} />
        ))}
      </ul>
      <Pager
        list={data.list}
        search={controls.search}
        go={controls.go}
        label={admin_tab_users({}, t)}
        locale={locale}
        empty={admin_no_users({}, t)}
      />
      <PermissionsEditor locale={locale} rows={data.permissions} controls={controls} />
    </section>
  );
}

function UserRow({ account, controls, self }: { account: AdminUserRow; controls: AdminControls; self: boolean }) {
  const { act, page, locale } = controls;
  const t = { locale };
  const who = account.name || account.email;
  const onRole = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const role = String(new FormData(event.currentTarget).get('role'));
    const named = role === 'admin' || role === 'business_owner' || role === 'user' ? roleName(locale, role) : role;
    await act(actions.admin.changeRole, { userId: String(account.id), role }, admin_role_changed({ name: who, role: named }, t));
  };
  return (
    <li className="admin-row">
      <div className="admin-row-main">
        <p>
          <strong translate="no">{who}</strong> <span className="badge">{roleName(locale, account.role)}</span>{' '}
          {account.isPremium && (
            <span className="badge gold">
              {account.premiumSource === 'subscription' ? admin_premium_paid({}, t) : admin_premium_granted({}, t)}
            </span>
          )}{' '}
          {account.suspended && <span className="badge danger-badge">{admin_suspended({}, t)}</span>}{' '}
          {self && <span className="badge">{admin_you({}, t)}</span>}
        </p>
        <p className="muted">
          <span translate="no">{account.email}</span> · {admin_joined({ date: shortDayIn(locale, account.createdAt) }, t)}
          {account.business && (
            <>
              {' '}
              · {admin_runs({}, t)} <span translate="no">{account.business.name}</span>
            </>
          )}
        </p>
      </div>
      {!self && (
        <div className="admin-row-actions">
          <form method="post" action={actionUrl(page, actions.admin.changeRole)} onSubmit={onRole} className="admin-inline-form">
            <input type="hidden" name="userId" value={account.id} />
            <label>
              <span className="visually-hidden">{admin_role_of({ name: who }, t)}</span>
              <select name="role" defaultValue={account.role}>
                <option value="user">{roleName(locale, 'user')}</option>
                <option value="business_owner">{roleName(locale, 'business_owner')}</option>
                <option value="admin">{roleName(locale, 'admin')}</option>
              </select>
            </label>
            <button type="submit" className="button secondary">
              {admin_change_role({}, t)}
            </button>
          </form>
          {account.premiumSource !== 'subscription' && (
            <ActionButton
              action={actions.admin.setPremium}
              page={page}
              act={act}
              fields={{ userId: String(account.id), premium: account.isPremium ? '' : 'on' }}
              success={account.isPremium ? admin_premium_ended({ name: who }, t) : admin_premium_given({ name: who }, t)}
            >
              {account.isPremium ? admin_end_premium({}, t) : admin_grant_premium({}, t)}
            </ActionButton>
          )}
          {account.suspended ? (
            <ActionButton
              action={actions.admin.restoreUser}
              page={page}
              act={act}
              fields={{ userId: String(account.id) }}
              success={admin_restored({ name: who }, t)}
            >
              {admin_restore({}, t)}
            </ActionButton>
          ) : (
            <ActionButton
              action={actions.admin.suspendUser}
              page={page}
              act={act}
              fields={{ userId: String(account.id) }}
              success={admin_suspended_toast({ name: who }, t)}
              confirm={admin_suspend_confirm({ name: who }, t)}
              variant="danger"
            >
              {admin_suspend({}, t)}
            </ActionButton>
          )}
          <ActionButton
            action={actions.admin.sendPasswordReset}
            page={page}
            act={act}
            fields={{ userId: String(account.id) }}
            success={admin_reset_sent({ email: account.email }, t)}
          >
            {admin_send_reset({}, t)}
          </ActionButton>
        </div>
      )}
    </li>
  );
}
