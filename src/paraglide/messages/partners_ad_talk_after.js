/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Talk_AfterInputs */

const en_partners_ad_talk_after = /** @type {(inputs: Partners_Ad_Talk_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` for premium placement in the directory.`)
};

const es_partners_ad_talk_after = /** @type {(inputs: Partners_Ad_Talk_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` para una ubicación preferente en el directorio.`)
};

const fr_partners_ad_talk_after = /** @type {(inputs: Partners_Ad_Talk_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` pour un emplacement privilégié dans l’annuaire.`)
};

/**
* | output |
* | --- |
* | "for premium placement in the directory." |
*
* @param {Partners_Ad_Talk_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_talk_after = /** @type {((inputs?: Partners_Ad_Talk_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Talk_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_talk_after(inputs)
	if (locale === "fr") return fr_partners_ad_talk_after(inputs)
	return en_partners_ad_talk_after(inputs)
});