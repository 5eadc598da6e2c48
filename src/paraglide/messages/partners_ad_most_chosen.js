/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Most_ChosenInputs */

const en_partners_ad_most_chosen = /** @type {(inputs: Partners_Ad_Most_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most chosen`)
};

const es_partners_ad_most_chosen = /** @type {(inputs: Partners_Ad_Most_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El más elegido`)
};

const fr_partners_ad_most_chosen = /** @type {(inputs: Partners_Ad_Most_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le plus choisi`)
};

/**
* | output |
* | --- |
* | "Most chosen" |
*
* @param {Partners_Ad_Most_ChosenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_most_chosen = /** @type {((inputs?: Partners_Ad_Most_ChosenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Most_ChosenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_most_chosen(inputs)
	if (locale === "fr") return fr_partners_ad_most_chosen(inputs)
	return en_partners_ad_most_chosen(inputs)
});