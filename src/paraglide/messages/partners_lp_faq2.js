/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Faq2Inputs */

const en_partners_lp_faq2 = /** @type {(inputs: Partners_Lp_Faq2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I buy a plan while one is running?`)
};

const es_partners_lp_faq2 = /** @type {(inputs: Partners_Lp_Faq2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Puedo comprar un plan mientras otro está activo?`)
};

const fr_partners_lp_faq2 = /** @type {(inputs: Partners_Lp_Faq2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je acheter une formule pendant qu’une autre est en cours ?`)
};

/**
* | output |
* | --- |
* | "Can I buy a plan while one is running?" |
*
* @param {Partners_Lp_Faq2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_faq2 = /** @type {((inputs?: Partners_Lp_Faq2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Faq2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_faq2(inputs)
	if (locale === "fr") return fr_partners_lp_faq2(inputs)
	return en_partners_lp_faq2(inputs)
});