/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, name: NonNullable<unknown> }} Admin_Owner_LinkedInputs */

const en_admin_owner_linked = /** @type {(inputs: Admin_Owner_LinkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} now manages ${i?.name}.`)
};

const es_admin_owner_linked = /** @type {(inputs: Admin_Owner_LinkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} ahora gestiona ${i?.name}.`)
};

const fr_admin_owner_linked = /** @type {(inputs: Admin_Owner_LinkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} gère désormais ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "{email} now manages {name}." |
*
* @param {Admin_Owner_LinkedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_owner_linked = /** @type {((inputs: Admin_Owner_LinkedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Owner_LinkedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_owner_linked(inputs)
	if (locale === "fr") return fr_admin_owner_linked(inputs)
	return en_admin_owner_linked(inputs)
});