/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Owner_LabelInputs */

const en_admin_owner_label = /** @type {(inputs: Admin_Owner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner:`)
};

const es_admin_owner_label = /** @type {(inputs: Admin_Owner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietario:`)
};

const fr_admin_owner_label = /** @type {(inputs: Admin_Owner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propriétaire :`)
};

/**
* | output |
* | --- |
* | "Owner:" |
*
* @param {Admin_Owner_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_owner_label = /** @type {((inputs?: Admin_Owner_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Owner_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_owner_label(inputs)
	if (locale === "fr") return fr_admin_owner_label(inputs)
	return en_admin_owner_label(inputs)
});