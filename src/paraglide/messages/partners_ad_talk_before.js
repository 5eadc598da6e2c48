/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Talk_BeforeInputs */

const en_partners_ad_talk_before = /** @type {(inputs: Partners_Ad_Talk_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefer to talk first? `)
};

const es_partners_ad_talk_before = /** @type {(inputs: Partners_Ad_Talk_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Prefieres hablar primero? `)
};

const fr_partners_ad_talk_before = /** @type {(inputs: Partners_Ad_Talk_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous préférez en parler d’abord ? `)
};

/**
* | output |
* | --- |
* | "Prefer to talk first?" |
*
* @param {Partners_Ad_Talk_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_talk_before = /** @type {((inputs?: Partners_Ad_Talk_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Talk_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_talk_before(inputs)
	if (locale === "fr") return fr_partners_ad_talk_before(inputs)
	return en_partners_ad_talk_before(inputs)
});