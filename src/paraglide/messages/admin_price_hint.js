/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Price_HintInputs */

const en_admin_price_hint = /** @type {(inputs: Admin_Price_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$25, or empty for free`)
};

const es_admin_price_hint = /** @type {(inputs: Admin_Price_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$25, o vacío si es gratis`)
};

const fr_admin_price_hint = /** @type {(inputs: Admin_Price_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$25, ou vide si c’est gratuit`)
};

/**
* | output |
* | --- |
* | "$25, or empty for free" |
*
* @param {Admin_Price_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_price_hint = /** @type {((inputs?: Admin_Price_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Price_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_price_hint(inputs)
	if (locale === "fr") return fr_admin_price_hint(inputs)
	return en_admin_price_hint(inputs)
});