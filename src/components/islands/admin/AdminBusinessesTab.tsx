/** Businesses: search, category and board filters, pages of 10, premium/active switches, edit, and the owner link. */
import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import type { BusinessesData } from '../../../lib/views/admin-dashboard.ts';
import ActionButton from './ActionButton.tsx';
import Pager from './Pager.tsx';
import { addressOf, type AdminControls } from './use-admin-dashboard.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';

type Props = { data: BusinessesData; controls: AdminControls };

export default function AdminBusinessesTab({ data, controls }: Props) {
  const { go, act, search, page } = controls;
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(addressOf(new FormData(event.currentTarget).entries()));
  };
  return (
    <section aria-labelledby="admin-businesses-title">
      <div className="admin-section-head">
        <h2 id="admin-businesses-title">Businesses</h2>
        <a className="button" href="/admin-panel#create-business">Add Business</a>
      </div>
      <form className="admin-filters" method="get" action="/admin" onSubmit={onFilter} role="search">
        <input type="hidden" name="tab" value="businesses" />
        <label>
          <span>Search</span>
          <input type="search" name="q" defaultValue={data.filters.q} placeholder="Name or address" />
        </label>
        <label>
          <span>Category</span>
          <select name="category" defaultValue={data.filters.category ?? ''}>
            <option value="">All categories</option>
            {data.categories.map((category) => (
              <option key={category.id} value={category.id}>{category.label}</option>
            ))}
          </select>
        </label>
        <label>
          <span>Community board</span>
          <select name="board" defaultValue={data.filters.board ?? ''}>
            <option value="">All boards</option>
            {data.boards.map((board) => (
              <option key={board.id} value={board.id}>{board.label}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">Filter</button>
      </form>
      <ul className="admin-rows" aria-label="Businesses">
        {data.list.rows.map((business) => (
          <li key={business.id} className="admin-row">
            <div className="admin-row-main">
              <p>
                <a href={`/business/${business.id}`}><strong>{business.name}</strong></a>{' '}
                {business.isPremium && <span className="badge gold">Premium</span>} {business.paidListing && <span className="badge">Paid listing</span>} {!business.isActive && <span className="badge muted-badge">Hidden</span>}
              </p>
              <p className="muted">{business.category} · CB {business.board} · {business.address}{business.rating !== null ? ` · ${business.rating.toFixed(1)} ★` : ''}</p>
              <p className="muted">Owner: {business.owner ? `${business.owner.name} (${business.owner.email})` : 'none linked'}</p>
            </div>
            <div className="admin-row-actions">
              <ActionButton action={actions.admin.setBusinessFlag} page={page} act={act} fields={{ businessId: String(business.id), flag: 'isPremium', value: business.isPremium ? '' : 'on' }} success={business.isPremium ? `${business.name} is no longer premium.` : `${business.name} is premium.`}>
                {business.isPremium ? 'Remove premium' : 'Make premium'}
              </ActionButton>
              <ActionButton action={actions.admin.setBusinessFlag} page={page} act={act} fields={{ businessId: String(business.id), flag: 'isActive', value: business.isActive ? '' : 'on' }} success={business.isActive ? `${business.name} is hidden from the guide.` : `${business.name} is listed again.`}>
                {business.isActive ? 'Deactivate' : 'Activate'}
              </ActionButton>
              <a className="button secondary" href={`/business-dashboard?business=${business.id}&tab=edit`}>Edit</a>
              {business.owner ? (
                <ActionButton action={actions.admin.unlinkOwner} page={page} act={act} fields={{ businessId: String(business.id) }} success={`${business.owner.email} no longer manages ${business.name}.`} confirm={`Unlink ${business.owner.email} from ${business.name}?`}>
                  Unlink owner
                </ActionButton>
              ) : (
                <LinkOwnerForm businessId={business.id} name={business.name} controls={controls} />
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pager list={data.list} search={search} go={go} label="Businesses" />
    </section>
  );
}

function LinkOwnerForm({ businessId, name, controls }: { businessId: number; name: string; controls: AdminControls }) {
  const [error, setError] = useState('');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const result = await controls.act(actions.admin.linkOwner, { businessId: String(businessId), email }, `${email} now manages ${name}.`);
    setError(result.fields?.email ?? '');
    if (result.ok) form.reset();
  };
  return (
    <form method="post" action={actionUrl(controls.page, actions.admin.linkOwner)} onSubmit={onSubmit} className="admin-link-owner">
      <input type="hidden" name="businessId" value={businessId} />
      <label>
        <span className="visually-hidden">{`Owner's email for ${name}`}</span>
        <input type="email" name="email" required placeholder="Owner's account email" aria-invalid={error ? true : undefined} aria-describedby={error ? `link-error-${businessId}` : undefined} />
      </label>
      <button type="submit" className="button secondary">Link owner</button>
      {error && <p className="field-error" id={`link-error-${businessId}`}>{error}</p>}
    </form>
  );
}
