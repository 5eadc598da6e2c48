/** Users: search, role and status filters, pages of 20; role, premium, suspend/restore, reset mail; and the role permissions. */
import type { FormEvent } from 'react';
import { actions } from 'astro:actions';
import type { AdminUserRow, UsersData } from '../../../lib/views/admin-dashboard.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import ActionButton from './ActionButton.tsx';
import Pager from './Pager.tsx';
import PermissionsEditor from './PermissionsEditor.tsx';
import { addressOf, type AdminControls } from './use-admin-dashboard.ts';

type Props = { data: UsersData; controls: AdminControls; viewerId: number };

const ROLE_NAMES = { admin: 'Admin', business_owner: 'Business owner', user: 'Member' } as const;

export default function AdminUsersTab({ data, controls, viewerId }: Props) {
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    controls.go(addressOf(new FormData(event.currentTarget).entries()));
  };
  return (
    <section aria-labelledby="admin-users-title">
      <div className="admin-section-head">
        <h2 id="admin-users-title">Users</h2>
        <p className="muted">{data.adminCount} active {data.adminCount === 1 ? 'admin' : 'admins'}</p>
      </div>
      <form className="admin-filters" method="get" action="/admin" onSubmit={onFilter} role="search">
        <input type="hidden" name="tab" value="users" />
        <label>
          <span>Search</span>
          <input type="search" name="q" defaultValue={data.filters.q} placeholder="Name or email" />
        </label>
        <label>
          <span>Role</span>
          <select name="role" defaultValue={data.filters.role}>
            <option value="">All roles</option>
            <option value="admin">Admins</option>
            <option value="business_owner">Business owners</option>
            <option value="user">Members</option>
          </select>
        </label>
        <label>
          <span>Status</span>
          <select name="status" defaultValue={data.filters.status}>
            <option value="">Everyone</option>
            <option value="premium">Premium</option>
            <option value="suspended">Suspended</option>
          </select>
        </label>
        <button type="submit" className="button">Filter</button>
      </form>
      <ul className="admin-rows" aria-label="Users">
        {data.list.rows.map((account) => (
          <UserRow key={account.id} account={account} controls={controls} self={account.id === viewerId} />
        ))}
      </ul>
      <Pager list={data.list} search={controls.search} go={controls.go} label="Users" />
      <PermissionsEditor rows={data.permissions} controls={controls} />
    </section>
  );
}

function UserRow({ account, controls, self }: { account: AdminUserRow; controls: AdminControls; self: boolean }) {
  const { act, page } = controls;
  const who = account.name || account.email;
  const onRole = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const role = String(new FormData(event.currentTarget).get('role'));
    await act(actions.admin.changeRole, { userId: String(account.id), role }, `${who} is now ${ROLE_NAMES[role as keyof typeof ROLE_NAMES] ?? role}.`);
  };
  return (
    <li className="admin-row">
      <div className="admin-row-main">
        <p>
          <strong>{who}</strong> <span className="badge">{ROLE_NAMES[account.role]}</span> {account.isPremium && <span className="badge gold">{account.premiumSource === 'subscription' ? 'Premium (paid)' : 'Premium (granted)'}</span>} {account.suspended && <span className="badge danger-badge">Suspended</span>} {self && <span className="badge">You</span>}
        </p>
        <p className="muted">{account.email} · joined {new Date(account.createdAt).toLocaleDateString('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' })}{account.business ? ` · runs ${account.business.name}` : ''}</p>
      </div>
      {!self && (
        <div className="admin-row-actions">
          <form method="post" action={actionUrl(page, actions.admin.changeRole)} onSubmit={onRole} className="admin-inline-form">
            <input type="hidden" name="userId" value={account.id} />
            <label>
              <span className="visually-hidden">{`Role of ${who}`}</span>
              <select name="role" defaultValue={account.role}>
                <option value="user">Member</option>
                <option value="business_owner">Business owner</option>
                <option value="admin">Admin</option>
              </select>
            </label>
            <button type="submit" className="button secondary">Change role</button>
          </form>
          {account.premiumSource !== 'subscription' && (
            <ActionButton action={actions.admin.setPremium} page={page} act={act} fields={{ userId: String(account.id), premium: account.isPremium ? '' : 'on' }} success={account.isPremium ? `${who}'s premium has ended.` : `${who} has premium.`}>
              {account.isPremium ? 'End premium' : 'Grant premium'}
            </ActionButton>
          )}
          {account.suspended ? (
            <ActionButton action={actions.admin.restoreUser} page={page} act={act} fields={{ userId: String(account.id) }} success={`${who} can sign in again.`}>
              Restore
            </ActionButton>
          ) : (
            <ActionButton action={actions.admin.suspendUser} page={page} act={act} fields={{ userId: String(account.id) }} success={`${who} is suspended and signed out everywhere.`} confirm={`Suspend ${who}? They are signed out at once and cannot sign in until restored.`} variant="danger">
              Suspend
            </ActionButton>
          )}
          <ActionButton action={actions.admin.sendPasswordReset} page={page} act={act} fields={{ userId: String(account.id) }} success={`A password-reset link was emailed to ${account.email}.`}>
            Send reset mail
          </ActionButton>
        </div>
      )}
    </li>
  );
}
