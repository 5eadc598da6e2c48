/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Price_ModerateInputs */

const en_admin_price_moderate = /** @type {(inputs: Admin_Price_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderate`)
};

const es_admin_price_moderate = /** @type {(inputs: Admin_Price_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderado`)
};

const fr_admin_price_moderate = /** @type {(inputs: Admin_Price_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modéré`)
};

/**
* | output |
* | --- |
* | "Moderate" |
*
* @param {Admin_Price_ModerateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_price_moderate = /** @type {((inputs?: Admin_Price_ModerateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Price_ModerateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_price_moderate(inputs)
	if (locale === "fr") return fr_admin_price_moderate(inputs)
	return en_admin_price_moderate(inputs)
});