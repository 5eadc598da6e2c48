/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Basic_2Inputs */

const en_partners_level_basic_2 = /** @type {(inputs: Partners_Level_Basic_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing in the partner directory`)
};

const es_partners_level_basic_2 = /** @type {(inputs: Partners_Level_Basic_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presencia en el directorio de socios`)
};

const fr_partners_level_basic_2 = /** @type {(inputs: Partners_Level_Basic_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Présence dans l’annuaire des partenaires`)
};

/**
* | output |
* | --- |
* | "Listing in the partner directory" |
*
* @param {Partners_Level_Basic_2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_basic_2 = /** @type {((inputs?: Partners_Level_Basic_2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Basic_2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_basic_2(inputs)
	if (locale === "fr") return fr_partners_level_basic_2(inputs)
	return en_partners_level_basic_2(inputs)
});