/**
 * Edit Business (spec 02): every field of the listing with its validation message, boards as
 * "CB {number} - {name}", the spec's price labels, the map pin and the weekly opening hours.
 * Saved through the owner.updateBusiness action ("Business information updated successfully" /
 * "Failed to update business information"); the server checks everything again.
 */
import { actions } from 'astro:actions';
import { factAnswers } from '#lib/domain/accessibility.ts';
import { chosenImageUrl } from '#lib/domain/artwork.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { localizePath } from '#lib/i18n/locales.ts';
import { boardLabelIn, categoryLabelIn, priceRangeOptionsIn } from '#lib/i18n/localized/owner.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import { BUSINESS_EDIT_LIMITS as L } from '#lib/schemas/business-edit-messages.ts';
import type { OwnerDashboardView } from '#lib/views/owner-dashboard.ts';
import AccessFactsFieldset from '../forms/AccessFactsFieldset.tsx';
import type { MapTiles, PostedForm } from './dashboard-inputs.ts';
import PinPicker from './PinPicker.tsx';
import { useActionForm } from './use-action-form.ts';
import WeeklyHoursEditor from './WeeklyHoursEditor.tsx';
import {
  owner_access_note,
  owner_address_required,
  owner_board_required,
  owner_category_required,
  owner_description,
  owner_email,
  owner_hours_notes,
  owner_hours_notes_placeholder,
  owner_image_url,
  owner_name_required,
  owner_not_listed,
  owner_not_sure,
  owner_phone,
  owner_price_range,
  owner_save_changes,
  owner_saving,
  owner_tab_edit,
  owner_toast_error,
  owner_toast_success,
  owner_view_public_short,
  owner_website,
  owner_msg_updated,
  owner_msg_failed,
} from '#paraglide/messages.js';

type Props = { data: OwnerDashboardView; locale: Locale; page: string; mapTiles: MapTiles; posted: PostedForm | null; onSaved: () => void };

/** The Harlem center the pin starts from when the listing has none (Central Harlem). */
const HARLEM: [number, number] = [40.8116, -73.9465];

export default function EditBusinessTab({ data, locale, page, mapTiles, posted, onSaved }: Props) {
  const { business } = data;
  const t = { locale };
  // People's words (the owner's description and notes) stay as written, marked English.
  const written = writtenIn('en', locale);
  const saved: Record<string, string> = {
    name: business.name,
    description: business.description ?? '',
    address: business.address,
    phone: business.phone ?? '',
    email: business.email ?? '',
    website: business.website ?? '',
    imageUrl: chosenImageUrl(business.imageUrl),
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
    success: { title: owner_toast_success({}, t), description: owner_msg_updated({}, t) },
    failure: { title: owner_toast_error({}, t), description: owner_msg_failed({}, t) },
    onDone: onSaved,
    initialErrors: posted?.errors,
  });
  const { errors } = form;
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {});
  const message = (name: string) =>
    errors[name] && (
      <p id={`${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  // Keyed on the saved data: a successful save redraws the form with what the server kept.
  const key = JSON.stringify(saved);

  return (
    <form
      key={key}
      method="post"
      action={actionUrl(page, 'owner.updateBusiness')}
      className="owner-form"
      onSubmit={form.onSubmit}
      noValidate
    >
      <h2>{owner_tab_edit({}, t)}</h2>
      <input type="hidden" name="businessId" value={business.id} />
      <input type="hidden" name="next" value={page} />
      {errors.form && (
        <p className="notice" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field">
        <label htmlFor="name">{owner_name_required({}, t)}</label>
        <input id="name" name="name" defaultValue={values.name} required maxLength={L.name} {...invalid('name')} />
        {message('name')}
      </div>
      <div className="field">
        <label htmlFor="description">{owner_description({}, t)}</label>
        <textarea
          id="description"
          name="description"
          lang={written}
          defaultValue={values.description}
          maxLength={L.description}
          rows={5}
          {...invalid('description')}
        />
        {message('description')}
      </div>
      <div className="field">
        <label htmlFor="address">{owner_address_required({}, t)}</label>
        <input
          id="address"
          name="address"
          defaultValue={values.address}
          required
          maxLength={L.address}
          autoComplete="street-address"
          {...invalid('address')}
        />
        {message('address')}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="phone">{owner_phone({}, t)}</label>
          <input id="phone" name="phone" type="tel" defaultValue={values.phone} maxLength={L.phone} {...invalid('phone')} />
          {message('phone')}
        </div>
        <div className="field">
          <label htmlFor="email">{owner_email({}, t)}</label>
          <input id="email" name="email" type="email" defaultValue={values.email} maxLength={254} {...invalid('email')} />
          {message('email')}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="website">{owner_website({}, t)}</label>
          <input
            id="website"
            name="website"
            type="url"
            defaultValue={values.website}
            maxLength={L.website}
            placeholder="https://"
            {...invalid('website')}
          />
          {message('website')}
        </div>
        <div className="field">
          <label htmlFor="imageUrl">{owner_image_url({}, t)}</label>
          <input
            id="imageUrl"
            name="imageUrl"
            type="text"
            inputMode="url"
            defaultValue={values.imageUrl}
            maxLength={L.imageUrl}
            {...invalid('imageUrl')}
          />
          {message('imageUrl')}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="communityBoardId">{owner_board_required({}, t)}</label>
          <select
            id="communityBoardId"
            name="communityBoardId"
            defaultValue={values.communityBoardId}
            required
            {...invalid('communityBoardId')}
          >
            {data.boards.map((board) => (
              <option key={board.id} value={board.id}>
                {boardLabelIn(locale, board)}
              </option>
            ))}
          </select>
          {message('communityBoardId')}
        </div>
        <div className="field">
          <label htmlFor="categoryId">{owner_category_required({}, t)}</label>
          <select id="categoryId" name="categoryId" defaultValue={values.categoryId} required {...invalid('categoryId')}>
            {data.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {categoryLabelIn(locale, category)}
              </option>
            ))}
          </select>
          {message('categoryId')}
        </div>
        <div className="field">
          <label htmlFor="priceRange">{owner_price_range({}, t)}</label>
          <select id="priceRange" name="priceRange" defaultValue={values.priceRange} {...invalid('priceRange')}>
            <option value="">{owner_not_listed({}, t)}</option>
            {priceRangeOptionsIn(locale).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {message('priceRange')}
        </div>
      </div>
      <WeeklyHoursEditor locale={locale} value={values.openingHours} error={errors.openingHours} />
      <div className="field">
        <label htmlFor="hours">{owner_hours_notes({}, t)}</label>
        <textarea
          id="hours"
          name="hours"
          lang={written}
          defaultValue={values.hours}
          maxLength={L.hours}
          rows={2}
          placeholder={owner_hours_notes_placeholder({}, t)}
          {...invalid('hours')}
        />
        {message('hours')}
      </div>
      <AccessFactsFieldset
        values={values}
        errors={errors}
        unknownLabel={owner_not_sure({}, t)}
        note={owner_access_note({}, t)}
        locale={locale}
      />
      <PinPicker
        locale={locale}
        latitude={values.latitude}
        longitude={values.longitude}
        fallbackCenter={HARLEM}
        tiles={mapTiles}
        error={errors.latitude ?? errors.longitude}
      />
      <p className="owner-form-actions">
        <button className="button" type="submit" disabled={form.sending}>
          {form.sending ? owner_saving({}, t) : owner_save_changes({}, t)}
        </button>
        <a className="button secondary" href={localizePath(locale, `/business/${business.id}`)}>
          {owner_view_public_short({}, t)}
        </a>
      </p>
    </form>
  );
}
