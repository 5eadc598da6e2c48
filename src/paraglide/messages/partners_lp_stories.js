/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_StoriesInputs */

const en_partners_lp_stories = /** @type {(inputs: Partners_Lp_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success stories`)
};

const es_partners_lp_stories = /** @type {(inputs: Partners_Lp_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Casos de éxito`)
};

const fr_partners_lp_stories = /** @type {(inputs: Partners_Lp_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ils ont réussi`)
};

/**
* | output |
* | --- |
* | "Success stories" |
*
* @param {Partners_Lp_StoriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_stories = /** @type {((inputs?: Partners_Lp_StoriesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_StoriesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_stories(inputs)
	if (locale === "fr") return fr_partners_lp_stories(inputs)
	return en_partners_lp_stories(inputs)
});