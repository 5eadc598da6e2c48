/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_CancelledInputs */

const en_partners_lp_cancelled = /** @type {(inputs: Partners_Lp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cancelled`)
};

const es_partners_lp_cancelled = /** @type {(inputs: Partners_Lp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago cancelado`)
};

const fr_partners_lp_cancelled = /** @type {(inputs: Partners_Lp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement annulé`)
};

/**
* | output |
* | --- |
* | "Payment cancelled" |
*
* @param {Partners_Lp_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_cancelled = /** @type {((inputs?: Partners_Lp_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_cancelled(inputs)
	if (locale === "fr") return fr_partners_lp_cancelled(inputs)
	return en_partners_lp_cancelled(inputs)
});