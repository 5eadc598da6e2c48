/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Price_FineInputs */

const en_admin_price_fine = /** @type {(inputs: Admin_Price_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fine Dining`)
};

const es_admin_price_fine = /** @type {(inputs: Admin_Price_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alta cocina`)
};

const fr_admin_price_fine = /** @type {(inputs: Admin_Price_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gastronomique`)
};

/**
* | output |
* | --- |
* | "Fine Dining" |
*
* @param {Admin_Price_FineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_price_fine = /** @type {((inputs?: Admin_Price_FineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Price_FineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_price_fine(inputs)
	if (locale === "fr") return fr_admin_price_fine(inputs)
	return en_admin_price_fine(inputs)
});