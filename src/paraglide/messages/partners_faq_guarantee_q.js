/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Faq_Guarantee_QInputs */

const en_partners_faq_guarantee_q = /** @type {(inputs: Partners_Faq_Guarantee_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is there a guarantee?`)
};

const es_partners_faq_guarantee_q = /** @type {(inputs: Partners_Faq_Guarantee_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Hay alguna garantía?`)
};

const fr_partners_faq_guarantee_q = /** @type {(inputs: Partners_Faq_Guarantee_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Y a-t-il une garantie ?`)
};

/**
* | output |
* | --- |
* | "Is there a guarantee?" |
*
* @param {Partners_Faq_Guarantee_QInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_faq_guarantee_q = /** @type {((inputs?: Partners_Faq_Guarantee_QInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Faq_Guarantee_QInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_faq_guarantee_q(inputs)
	if (locale === "fr") return fr_partners_faq_guarantee_q(inputs)
	return en_partners_faq_guarantee_q(inputs)
});