/**
 * Edit Business (spec 02): every field of the listing with its validation message, boards as
 * "CB {number} - {name}", the spec's price labels, the map pin and the weekly opening hours.
 * Saved through the owner.updateBusiness action ("Business information updated successfully" /
 * "Failed to update business information"); the server checks everything again.
 */
import { actions } from 'astro:actions';
import { factAnswers } from '../../../lib/domain/accessibility.ts';
import { PRICE_RANGE_OPTIONS } from '../../../lib/domain/price-tiers.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import { BUSINESS_EDIT_LIMITS as L, BUSINESS_EDIT_MESSAGES as M } from '../../../lib/schemas/business-edit-messages.ts';
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';
import AccessFactsFieldset from '../forms/AccessFactsFieldset.tsx';
import type { MapTiles, PostedForm } from './BusinessDashboard.tsx';
import PinPicker from './PinPicker.tsx';
import { useActionForm } from './use-action-form.ts';
import WeeklyHoursEditor from './WeeklyHoursEditor.tsx';

type Props = { data: OwnerDashboardView; page: string; mapTiles: MapTiles; posted: PostedForm | null; onSaved: () => void };

/** The Harlem center the pin starts from when the listing has none (Central Harlem). */
const HARLEM: [number, number] = [40.8116, -73.9465];

export default function EditBusinessTab({ data, page, mapTiles, posted, onSaved }: Props) {
  const { business } = data;
  const saved: Record<string, string> = {
    name: business.name,
    description: business.description ?? '',
    address: business.address,
    phone: business.phone ?? '',
    email: business.email ?? '',
    website: business.website ?? '',
    imageUrl: business.imageUrl ?? '',
    priceRange: business.priceRange ?? '',
    communityBoardId: String(business.communityBoard.id),
    categoryId: String(business.category.id),
    openingHours: business.openingHours ?? '',
    hours: business.hours ?? '',
    latitude: business.latitude === null ? '' : String(business.latitude),
    longitude: business.longitude === null ? '' : String(business.longitude),
    ...factAnswers(business.access),
  };
  const values = posted ? { ...saved, ...posted.values } : saved;
  const form = useActionForm({
    send: (body) => actions.owner.updateBusiness(body),
    success: { title: 'Success', description: M.updated },
    failure: { title: 'Error', description: M.failed },
    onDone: onSaved,
    initialErrors: posted?.errors,
  });
  const { errors } = form;
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {});
  const message = (name: string) => errors[name] && <p id={`${name}-error`} className="field-error">{errors[name]}</p>;
  // Keyed on the saved data: a successful save redraws the form with what the server kept.
  const key = JSON.stringify(saved);

  return (
    <form key={key} method="post" action={actionUrl(page, 'owner.updateBusiness')} className="owner-form" onSubmit={form.onSubmit} noValidate>
      <h2>Edit Business</h2>
      <input type="hidden" name="businessId" value={business.id} />
      <input type="hidden" name="next" value={page} />
      {errors.form && <p className="notice" role="alert">{errors.form}</p>}
      <div className="field">
        <label htmlFor="name">Business name *</label>
        <input id="name" name="name" defaultValue={values.name} required maxLength={L.name} {...invalid('name')} />
        {message('name')}
      </div>
      <div className="field">
        <label htmlFor="description">Description</label>
        <textarea id="description" name="description" defaultValue={values.description} maxLength={L.description} rows={5} {...invalid('description')} />
        {message('description')}
      </div>
      <div className="field">
        <label htmlFor="address">Address *</label>
        <input id="address" name="address" defaultValue={values.address} required maxLength={L.address} autoComplete="street-address" {...invalid('address')} />
        {message('address')}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="phone">Phone</label>
          <input id="phone" name="phone" type="tel" defaultValue={values.phone} maxLength={L.phone} {...invalid('phone')} />
          {message('phone')}
        </div>
        <div className="field">
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" defaultValue={values.email} maxLength={254} {...invalid('email')} />
          {message('email')}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="website">Website</label>
          <input id="website" name="website" type="url" defaultValue={values.website} maxLength={L.website} placeholder="https://" {...invalid('website')} />
          {message('website')}
        </div>
        <div className="field">
          <label htmlFor="imageUrl">Image URL</label>
          <input id="imageUrl" name="imageUrl" type="text" inputMode="url" defaultValue={values.imageUrl} maxLength={L.imageUrl} {...invalid('imageUrl')} />
          {message('imageUrl')}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="communityBoardId">Community board *</label>
          <select id="communityBoardId" name="communityBoardId" defaultValue={values.communityBoardId} required {...invalid('communityBoardId')}>
            {data.boards.map((board) => <option key={board.id} value={board.id}>{`CB ${board.number} - ${board.name}`}</option>)}
          </select>
          {message('communityBoardId')}
        </div>
        <div className="field">
          <label htmlFor="categoryId">Category *</label>
          <select id="categoryId" name="categoryId" defaultValue={values.categoryId} required {...invalid('categoryId')}>
            {data.categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
          </select>
          {message('categoryId')}
        </div>
        <div className="field">
          <label htmlFor="priceRange">Price range</label>
          <select id="priceRange" name="priceRange" defaultValue={values.priceRange} {...invalid('priceRange')}>
            <option value="">Not listed</option>
            {PRICE_RANGE_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
          {message('priceRange')}
        </div>
      </div>
      <WeeklyHoursEditor value={values.openingHours} error={errors.openingHours} />
      <div className="field">
        <label htmlFor="hours">Notes on hours</label>
        <textarea id="hours" name="hours" defaultValue={values.hours} maxLength={L.hours} rows={2} placeholder="Kitchen closes 30 minutes earlier; brunch until 3pm" {...invalid('hours')} />
        {message('hours')}
      </div>
      <AccessFactsFieldset values={values} errors={errors} unknownLabel="Not sure" note="Visitors filter by these. Leave Not sure rather than guess." />
      <PinPicker latitude={values.latitude} longitude={values.longitude} fallbackCenter={HARLEM} tiles={mapTiles} error={errors.latitude ?? errors.longitude} />
      <p className="owner-form-actions">
        <button className="button" type="submit" disabled={form.sending}>{form.sending ? 'Saving…' : 'Save changes'}</button>
        <a className="button secondary" href={`/business/${business.id}`}>View public listing</a>
      </p>
    </form>
  );
}
