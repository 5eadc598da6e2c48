/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Corporate_DiningInputs */

const en_partners_tt_corporate_dining = /** @type {(inputs: Partners_Tt_Corporate_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private dining and catering from Harlem kitchens`)
};

const es_partners_tt_corporate_dining = /** @type {(inputs: Partners_Tt_Corporate_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cenas privadas y catering de cocinas de Harlem`)
};

const fr_partners_tt_corporate_dining = /** @type {(inputs: Partners_Tt_Corporate_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dîners privés et traiteurs des cuisines de Harlem`)
};

/**
* | output |
* | --- |
* | "Private dining and catering from Harlem kitchens" |
*
* @param {Partners_Tt_Corporate_DiningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_corporate_dining = /** @type {((inputs?: Partners_Tt_Corporate_DiningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Corporate_DiningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_corporate_dining(inputs)
	if (locale === "fr") return fr_partners_tt_corporate_dining(inputs)
	return en_partners_tt_corporate_dining(inputs)
});