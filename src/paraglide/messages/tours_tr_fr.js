/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_FrInputs */

const en_tours_tr_fr = /** @type {(inputs: Tours_Tr_FrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`French`)
};

const es_tours_tr_fr = /** @type {(inputs: Tours_Tr_FrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Francés`)
};

const fr_tours_tr_fr = /** @type {(inputs: Tours_Tr_FrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

/**
* | output |
* | --- |
* | "French" |
*
* @param {Tours_Tr_FrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_fr = /** @type {((inputs?: Tours_Tr_FrInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_FrInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_fr(inputs)
	if (locale === "fr") return fr_tours_tr_fr(inputs)
	return en_tours_tr_fr(inputs)
});