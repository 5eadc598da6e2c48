/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Upsell_LaterInputs */

const en_partners_upsell_later = /** @type {(inputs: Partners_Upsell_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maybe later`)
};

const es_partners_upsell_later = /** @type {(inputs: Partners_Upsell_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quizás más tarde`)
};

const fr_partners_upsell_later = /** @type {(inputs: Partners_Upsell_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus tard`)
};

/**
* | output |
* | --- |
* | "Maybe later" |
*
* @param {Partners_Upsell_LaterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_upsell_later = /** @type {((inputs?: Partners_Upsell_LaterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Upsell_LaterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_upsell_later(inputs)
	if (locale === "fr") return fr_partners_upsell_later(inputs)
	return en_partners_upsell_later(inputs)
});