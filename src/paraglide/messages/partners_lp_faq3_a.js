/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Faq3_AInputs */

const en_partners_lp_faq3_a = /** @type {(inputs: Partners_Lp_Faq3_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No. Each plan is a single payment for its period.`)
};

const es_partners_lp_faq3_a = /** @type {(inputs: Partners_Lp_Faq3_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No. Cada plan es un pago único por su período.`)
};

const fr_partners_lp_faq3_a = /** @type {(inputs: Partners_Lp_Faq3_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non. Chaque formule est un paiement unique pour sa durée.`)
};

/**
* | output |
* | --- |
* | "No. Each plan is a single payment for its period." |
*
* @param {Partners_Lp_Faq3_AInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_faq3_a = /** @type {((inputs?: Partners_Lp_Faq3_AInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Faq3_AInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_faq3_a(inputs)
	if (locale === "fr") return fr_partners_lp_faq3_a(inputs)
	return en_partners_lp_faq3_a(inputs)
});