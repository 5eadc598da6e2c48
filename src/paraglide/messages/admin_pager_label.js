/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Admin_Pager_LabelInputs */

const en_admin_pager_label = /** @type {(inputs: Admin_Pager_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} pages`)
};

const es_admin_pager_label = /** @type {(inputs: Admin_Pager_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: páginas`)
};

const fr_admin_pager_label = /** @type {(inputs: Admin_Pager_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : pages`)
};

/**
* | output |
* | --- |
* | "{label} pages" |
*
* @param {Admin_Pager_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_pager_label = /** @type {((inputs: Admin_Pager_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pager_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pager_label(inputs)
	if (locale === "fr") return fr_admin_pager_label(inputs)
	return en_admin_pager_label(inputs)
});