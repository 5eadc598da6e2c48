/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Admin_ListInputs */

const en_loyalty_admin_list = /** @type {(inputs: Loyalty_Admin_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All rewards`)
};

const es_loyalty_admin_list = /** @type {(inputs: Loyalty_Admin_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las recompensas`)
};

const fr_loyalty_admin_list = /** @type {(inputs: Loyalty_Admin_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les récompenses`)
};

/**
* | output |
* | --- |
* | "All rewards" |
*
* @param {Loyalty_Admin_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_admin_list = /** @type {((inputs?: Loyalty_Admin_ListInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Admin_ListInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_admin_list(inputs)
	if (locale === "fr") return fr_loyalty_admin_list(inputs)
	return en_loyalty_admin_list(inputs)
});