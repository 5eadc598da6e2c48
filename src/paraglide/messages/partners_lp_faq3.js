/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Faq3Inputs */

const en_partners_lp_faq3 = /** @type {(inputs: Partners_Lp_Faq3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do plans renew automatically?`)
};

const es_partners_lp_faq3 = /** @type {(inputs: Partners_Lp_Faq3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Los planes se renuevan automáticamente?`)
};

const fr_partners_lp_faq3 = /** @type {(inputs: Partners_Lp_Faq3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les formules se renouvellent-elles automatiquement ?`)
};

/**
* | output |
* | --- |
* | "Do plans renew automatically?" |
*
* @param {Partners_Lp_Faq3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_faq3 = /** @type {((inputs?: Partners_Lp_Faq3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Faq3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_faq3(inputs)
	if (locale === "fr") return fr_partners_lp_faq3(inputs)
	return en_partners_lp_faq3(inputs)
});