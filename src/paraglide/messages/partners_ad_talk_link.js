/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Talk_LinkInputs */

const en_partners_ad_talk_link = /** @type {(inputs: Partners_Ad_Talk_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write to the advertising team`)
};

const es_partners_ad_talk_link = /** @type {(inputs: Partners_Ad_Talk_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe al equipo de publicidad`)
};

const fr_partners_ad_talk_link = /** @type {(inputs: Partners_Ad_Talk_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez à l’équipe publicité`)
};

/**
* | output |
* | --- |
* | "Write to the advertising team" |
*
* @param {Partners_Ad_Talk_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_talk_link = /** @type {((inputs?: Partners_Ad_Talk_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Talk_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_talk_link(inputs)
	if (locale === "fr") return fr_partners_ad_talk_link(inputs)
	return en_partners_ad_talk_link(inputs)
});