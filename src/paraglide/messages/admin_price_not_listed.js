/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Price_Not_ListedInputs */

const en_admin_price_not_listed = /** @type {(inputs: Admin_Price_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not listed`)
};

const es_admin_price_not_listed = /** @type {(inputs: Admin_Price_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

const fr_admin_price_not_listed = /** @type {(inputs: Admin_Price_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non indiquée`)
};

/**
* | output |
* | --- |
* | "Not listed" |
*
* @param {Admin_Price_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_price_not_listed = /** @type {((inputs?: Admin_Price_Not_ListedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Price_Not_ListedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_price_not_listed(inputs)
	if (locale === "fr") return fr_admin_price_not_listed(inputs)
	return en_admin_price_not_listed(inputs)
});