/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_BackInputs */

const en_partners_sub_back = /** @type {(inputs: Partners_Sub_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Premium`)
};

const es_partners_sub_back = /** @type {(inputs: Partners_Sub_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Premium`)
};

const fr_partners_sub_back = /** @type {(inputs: Partners_Sub_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Premium`)
};

/**
* | output |
* | --- |
* | "Back to Premium" |
*
* @param {Partners_Sub_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_back = /** @type {((inputs?: Partners_Sub_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_back(inputs)
	if (locale === "fr") return fr_partners_sub_back(inputs)
	return en_partners_sub_back(inputs)
});