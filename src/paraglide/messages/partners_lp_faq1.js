/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Faq1Inputs */

const en_partners_lp_faq1 = /** @type {(inputs: Partners_Lp_Faq1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens when my listing expires?`)
};

const es_partners_lp_faq1 = /** @type {(inputs: Partners_Lp_Faq1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué pasa cuando vence mi ficha?`)
};

const fr_partners_lp_faq1 = /** @type {(inputs: Partners_Lp_Faq1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que se passe-t-il quand ma fiche expire ?`)
};

/**
* | output |
* | --- |
* | "What happens when my listing expires?" |
*
* @param {Partners_Lp_Faq1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_faq1 = /** @type {((inputs?: Partners_Lp_Faq1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Faq1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_faq1(inputs)
	if (locale === "fr") return fr_partners_lp_faq1(inputs)
	return en_partners_lp_faq1(inputs)
});