/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Platinum_2Inputs */

const en_partners_level_platinum_2 = /** @type {(inputs: Partners_Level_Platinum_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A spotlight story in the Harlem news section`)
};

const es_partners_level_platinum_2 = /** @type {(inputs: Partners_Level_Platinum_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un reportaje destacado en la sección de noticias de Harlem`)
};

const fr_partners_level_platinum_2 = /** @type {(inputs: Partners_Level_Platinum_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article à la une dans la rubrique actualités de Harlem`)
};

/**
* | output |
* | --- |
* | "A spotlight story in the Harlem news section" |
*
* @param {Partners_Level_Platinum_2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_platinum_2 = /** @type {((inputs?: Partners_Level_Platinum_2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Platinum_2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_platinum_2(inputs)
	if (locale === "fr") return fr_partners_level_platinum_2(inputs)
	return en_partners_level_platinum_2(inputs)
});