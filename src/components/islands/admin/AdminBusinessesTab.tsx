/** Businesses: search, category and board filters, pages of 10, premium/active switches, edit, and the owner link. */
import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { localizePath } from '#lib/i18n/locales.ts';
import { ratingIn } from '#lib/i18n/localized/admin.ts';
import { categoryName } from '#lib/i18n/localized/names.ts';
import type { BusinessesData } from '#lib/views/admin-dashboard.ts';
import {
  admin_activate,
  admin_add_business,
  admin_all_boards,
  admin_all_categories,
  admin_business_hidden,
  admin_business_listed,
  admin_business_not_premium,
  admin_business_premium,
  admin_business_search_placeholder,
  admin_deactivate,
  admin_edit,
  admin_field_board,
  admin_field_category,
  admin_filter,
  admin_hidden,
  admin_link_owner,
  admin_make_premium,
  admin_no_businesses,
  admin_owner_email_for,
  admin_owner_email_placeholder,
  admin_owner_label,
  admin_owner_linked,
  admin_owner_none,
  admin_owner_unlinked,
  admin_paid_listing,
  admin_remove_premium,
  admin_search,
  admin_tab_businesses,
  admin_unlink_confirm,
  admin_unlink_owner,
  community_board_short,
} from '#paraglide/messages.js';
import ActionButton from './ActionButton.tsx';
import Pager from './Pager.tsx';
import { addressOf, type AdminControls } from './use-admin-dashboard.ts';
import { actionUrl } from '#lib/site/action-url.ts';

type Props = { data: BusinessesData; controls: AdminControls };

export default function AdminBusinessesTab({ data, controls }: Props) {
  const { go, act, search, page, locale } = controls;
  const t = { locale };
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(addressOf(new FormData(event.currentTarget).entries()));
  };
  // Categories named and sorted in the page's language (the server sorts the stored names).
  const categories = data.categories
    .map((category) => ({ id: category.id, label: categoryName(locale, category.slug, category.label) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const board = (number: number) => community_board_short({ number }, t);
  const name = (text: string) => <strong translate="no">{text}</strong>;
  return (
    <section aria-labelledby="admin-businesses-title">
      <div className="admin-section-head">
        <h2 id="admin-businesses-title">{admin_tab_businesses({}, t)}</h2>
        <a className="button" href={localizePath(locale, '/admin-panel#create-business')}>
          {admin_add_business({}, t)}
        </a>
      </div>
      <form className="admin-filters" method="get" action={localizePath(locale, '/admin')} onSubmit={onFilter} role="search">
        <input type="hidden" name="tab" value="businesses" />
        <label>
          <span>{admin_search({}, t)}</span>
          <input type="search" name="q" defaultValue={data.filters.q} placeholder={admin_business_search_placeholder({}, t)} />
        </label>
        <label>
          <span>{admin_field_category({}, t)}</span>
          <select name="category" defaultValue={data.filters.category ?? ''}>
            <option value="">{admin_all_categories({}, t)}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{admin_field_board({}, t)}</span>
          <select name="board" defaultValue={data.filters.board ?? ''}>
            <option value="">{admin_all_boards({}, t)}</option>
            {data.boards.map((option) => (
              <option key={option.id} value={option.id}>
                {`${board(option.id)} - ${option.name}`}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {admin_filter({}, t)}
        </button>
      </form>
      <ul className="admin-rows" aria-label={admin_tab_businesses({}, t)}>
        {data.list.rows.map((business) => (
          <li key={business.id} className="admin-row">
            <div className="admin-row-main">
              <p>
                <a href={localizePath(locale, `/business/${business.id}`)}>{name(business.name)}</a>{' '}
                {business.isPremium && <span className="badge gold">Premium</span>}{' '}
                {business.paidListing && <span className="badge">{admin_paid_listing({}, t)}</span>}{' '}
                {!business.isActive && <span className="badge muted-badge">{admin_hidden({}, t)}</span>}
              </p>
              <p className="muted">
                {categoryName(locale, business.categorySlug, business.category)} · {board(business.board)} ·{' '}
                <span translate="no">{business.address}</span>
                {business.rating !== null ? ` · ${ratingIn(locale, business.rating)} ★` : ''}
              </p>
              <p className="muted">
                {admin_owner_label({}, t)}{' '}
                {business.owner ? (
                  <span translate="no">{`${business.owner.name} (${business.owner.email})`}</span>
                ) : (
                  admin_owner_none({}, t)
                )}
              </p>
            </div>
            <div className="admin-row-actions">
              <ActionButton
                action={actions.admin.setBusinessFlag}
                page={page}
                act={act}
                fields={{ businessId: String(business.id), flag: 'isPremium', value: business.isPremium ? '' : 'on' }}
                success={
                  business.isPremium
                    ? admin_business_not_premium({ name: business.name }, t)
                    : admin_business_premium({ name: business.name }, t)
                }
              >
                {business.isPremium ? admin_remove_premium({}, t) : admin_make_premium({}, t)}
              </ActionButton>
              <ActionButton
                action={actions.admin.setBusinessFlag}
                page={page}
                act={act}
                fields={{ businessId: String(business.id), flag: 'isActive', value: business.isActive ? '' : 'on' }}
                success={
                  business.isActive ? admin_business_hidden({ name: business.name }, t) : admin_business_listed({ name: business.name }, t)
                }
              >
                {business.isActive ? admin_deactivate({}, t) : admin_activate({}, t)}
              </ActionButton>
              <a className="button secondary" href={localizePath(locale, `/business-dashboard?business=${business.id}&tab=edit`)}>
                {admin_edit({}, t)}
              </a>
              {business.owner ? (
                <ActionButton
                  action={actions.admin.unlinkOwner}
                  page={page}
                  act={act}
                  fields={{ businessId: String(business.id) }}
                  success={admin_owner_unlinked({ email: business.owner.email, name: business.name }, t)}
                  confirm={admin_unlink_confirm({ email: business.owner.email, name: business.name }, t)}
                >
                  {admin_unlink_owner({}, t)}
                </ActionButton>
              ) : (
                <LinkOwnerForm businessId={business.id} name={business.name} controls={controls} />
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pager
        list={data.list}
        search={search}
        go={go}
        label={admin_tab_businesses({}, t)}
        locale={locale}
        empty={admin_no_businesses({}, t)}
      />
    </section>
  );
}

function LinkOwnerForm({ businessId, name, controls }: { businessId: number; name: string; controls: AdminControls }) {
  const { locale } = controls;
  const t = { locale };
  const [error, setError] = useState('');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const result = await controls.act(
      actions.admin.linkOwner,
      { businessId: String(businessId), email },
      admin_owner_linked({ email, name }, t),
    );
    setError(result.fields?.email ?? '');
    if (result.ok) form.reset();
  };
  return (
    <form method="post" action={actionUrl(controls.page, actions.admin.linkOwner)} onSubmit={onSubmit} className="admin-link-owner">
      <input type="hidden" name="businessId" value={businessId} />
      <label>
        <span className="visually-hidden">{admin_owner_email_for({ name }, t)}</span>
        <input
          type="email"
          name="email"
          required
          placeholder={admin_owner_email_placeholder({}, t)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `link-error-${businessId}` : undefined}
        />
      </label>
      <button type="submit" className="button secondary">
        {admin_link_owner({}, t)}
      </button>
      {error && (
        <p className="field-error" id={`link-error-${businessId}`}>
          {error}
        </p>
      )}
    </form>
  );
}
