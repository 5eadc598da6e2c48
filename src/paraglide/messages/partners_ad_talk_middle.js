/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Talk_MiddleInputs */

const en_partners_ad_talk_middle = /** @type {(inputs: Partners_Ad_Talk_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` or see our `)
};

const es_partners_ad_talk_middle = /** @type {(inputs: Partners_Ad_Talk_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` o consulta nuestros `)
};

const fr_partners_ad_talk_middle = /** @type {(inputs: Partners_Ad_Talk_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ou consultez nos `)
};

/**
* | output |
* | --- |
* | "or see our" |
*
* @param {Partners_Ad_Talk_MiddleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_talk_middle = /** @type {((inputs?: Partners_Ad_Talk_MiddleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Talk_MiddleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_talk_middle(inputs)
	if (locale === "fr") return fr_partners_ad_talk_middle(inputs)
	return en_partners_ad_talk_middle(inputs)
});