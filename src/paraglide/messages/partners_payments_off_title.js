/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Payments_Off_TitleInputs */

const en_partners_payments_off_title = /** @type {(inputs: Partners_Payments_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments are not configured`)
};

const es_partners_payments_off_title = /** @type {(inputs: Partners_Payments_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos no están configurados`)
};

const fr_partners_payments_off_title = /** @type {(inputs: Partners_Payments_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements ne sont pas configurés`)
};

/**
* | output |
* | --- |
* | "Payments are not configured" |
*
* @param {Partners_Payments_Off_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_payments_off_title = /** @type {((inputs?: Partners_Payments_Off_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Payments_Off_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_payments_off_title(inputs)
	if (locale === "fr") return fr_partners_payments_off_title(inputs)
	return en_partners_payments_off_title(inputs)
});