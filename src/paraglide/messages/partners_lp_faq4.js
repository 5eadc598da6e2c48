/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Faq4Inputs */

const en_partners_lp_faq4 = /** @type {(inputs: Partners_Lp_Faq4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I get a refund?`)
};

const es_partners_lp_faq4 = /** @type {(inputs: Partners_Lp_Faq4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Puedo obtener un reembolso?`)
};

const fr_partners_lp_faq4 = /** @type {(inputs: Partners_Lp_Faq4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je être remboursé ?`)
};

/**
* | output |
* | --- |
* | "Can I get a refund?" |
*
* @param {Partners_Lp_Faq4Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_faq4 = /** @type {((inputs?: Partners_Lp_Faq4Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Faq4Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_faq4(inputs)
	if (locale === "fr") return fr_partners_lp_faq4(inputs)
	return en_partners_lp_faq4(inputs)
});