/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Step1_TextInputs */

const en_partners_lp_step1_text = /** @type {(inputs: Partners_Lp_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick how long and how prominently your business is featured.`)
};

const es_partners_lp_step1_text = /** @type {(inputs: Partners_Lp_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decide durante cuánto tiempo y con cuánto protagonismo aparece tu negocio.`)
};

const fr_partners_lp_step1_text = /** @type {(inputs: Partners_Lp_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décidez combien de temps et avec quelle visibilité votre entreprise est mise en avant.`)
};

/**
* | output |
* | --- |
* | "Pick how long and how prominently your business is featured." |
*
* @param {Partners_Lp_Step1_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_step1_text = /** @type {((inputs?: Partners_Lp_Step1_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Step1_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_step1_text(inputs)
	if (locale === "fr") return fr_partners_lp_step1_text(inputs)
	return en_partners_lp_step1_text(inputs)
});