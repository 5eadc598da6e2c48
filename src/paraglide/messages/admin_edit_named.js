/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Edit_NamedInputs */

const en_admin_edit_named = /** @type {(inputs: Admin_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.title}`)
};

const es_admin_edit_named = /** @type {(inputs: Admin_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.title}`)
};

const fr_admin_edit_named = /** @type {(inputs: Admin_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Edit {title}" |
*
* @param {Admin_Edit_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_edit_named = /** @type {((inputs: Admin_Edit_NamedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Edit_NamedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_edit_named(inputs)
	if (locale === "fr") return fr_admin_edit_named(inputs)
	return en_admin_edit_named(inputs)
});