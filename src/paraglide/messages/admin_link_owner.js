/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Link_OwnerInputs */

const en_admin_link_owner = /** @type {(inputs: Admin_Link_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link owner`)
};

const es_admin_link_owner = /** @type {(inputs: Admin_Link_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vincular propietario`)
};

const fr_admin_link_owner = /** @type {(inputs: Admin_Link_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Associer un propriétaire`)
};

/**
* | output |
* | --- |
* | "Link owner" |
*
* @param {Admin_Link_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_link_owner = /** @type {((inputs?: Admin_Link_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Link_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_link_owner(inputs)
	if (locale === "fr") return fr_admin_link_owner(inputs)
	return en_admin_link_owner(inputs)
});