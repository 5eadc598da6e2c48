/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Talk_PlansInputs */

const en_partners_ad_talk_plans = /** @type {(inputs: Partners_Ad_Talk_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`listing plans`)
};

const es_partners_ad_talk_plans = /** @type {(inputs: Partners_Ad_Talk_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`planes de ficha`)
};

const fr_partners_ad_talk_plans = /** @type {(inputs: Partners_Ad_Talk_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`formules de fiche`)
};

/**
* | output |
* | --- |
* | "listing plans" |
*
* @param {Partners_Ad_Talk_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_talk_plans = /** @type {((inputs?: Partners_Ad_Talk_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Talk_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_talk_plans(inputs)
	if (locale === "fr") return fr_partners_ad_talk_plans(inputs)
	return en_partners_ad_talk_plans(inputs)
});