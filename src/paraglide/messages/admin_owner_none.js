/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Owner_NoneInputs */

const en_admin_owner_none = /** @type {(inputs: Admin_Owner_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none linked`)
};

const es_admin_owner_none = /** @type {(inputs: Admin_Owner_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno vinculado`)
};

const fr_admin_owner_none = /** @type {(inputs: Admin_Owner_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun associé`)
};

/**
* | output |
* | --- |
* | "none linked" |
*
* @param {Admin_Owner_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_owner_none = /** @type {((inputs?: Admin_Owner_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Owner_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_owner_none(inputs)
	if (locale === "fr") return fr_admin_owner_none(inputs)
	return en_admin_owner_none(inputs)
});