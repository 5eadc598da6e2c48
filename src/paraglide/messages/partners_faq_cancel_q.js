/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Faq_Cancel_QInputs */

const en_partners_faq_cancel_q = /** @type {(inputs: Partners_Faq_Cancel_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I cancel anytime?`)
};

const es_partners_faq_cancel_q = /** @type {(inputs: Partners_Faq_Cancel_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Puedo cancelar cuando quiera?`)
};

const fr_partners_faq_cancel_q = /** @type {(inputs: Partners_Faq_Cancel_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je résilier à tout moment ?`)
};

/**
* | output |
* | --- |
* | "Can I cancel anytime?" |
*
* @param {Partners_Faq_Cancel_QInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_faq_cancel_q = /** @type {((inputs?: Partners_Faq_Cancel_QInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Faq_Cancel_QInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_faq_cancel_q(inputs)
	if (locale === "fr") return fr_partners_faq_cancel_q(inputs)
	return en_partners_faq_cancel_q(inputs)
});