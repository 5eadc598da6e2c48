/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_UnavailableInputs */

const en_partners_premium_unavailable = /** @type {(inputs: Partners_Premium_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium plans are not available right now.`)
};

const es_partners_premium_unavailable = /** @type {(inputs: Partners_Premium_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes Premium no están disponibles en este momento.`)
};

const fr_partners_premium_unavailable = /** @type {(inputs: Partners_Premium_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les formules Premium ne sont pas disponibles pour le moment.`)
};

/**
* | output |
* | --- |
* | "Premium plans are not available right now." |
*
* @param {Partners_Premium_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_unavailable = /** @type {((inputs?: Partners_Premium_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_unavailable(inputs)
	if (locale === "fr") return fr_partners_premium_unavailable(inputs)
	return en_partners_premium_unavailable(inputs)
});