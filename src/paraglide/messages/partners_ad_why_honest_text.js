/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Why_Honest_TextInputs */

const en_partners_ad_why_honest_text = /** @type {(inputs: Partners_Ad_Why_Honest_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsored spots are marked as such, which is why readers trust the rest of the guide, and your ad with it.`)
};

const es_partners_ad_why_honest_text = /** @type {(inputs: Partners_Ad_Why_Honest_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los espacios patrocinados se identifican como tales; por eso los lectores confían en el resto de la guía, y también en tu anuncio.`)
};

const fr_partners_ad_why_honest_text = /** @type {(inputs: Partners_Ad_Why_Honest_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les emplacements sponsorisés sont signalés comme tels ; c’est pourquoi les lecteurs font confiance au reste du guide, et à votre annonce avec.`)
};

/**
* | output |
* | --- |
* | "Sponsored spots are marked as such, which is why readers trust the rest of the guide, and your ad with it." |
*
* @param {Partners_Ad_Why_Honest_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_why_honest_text = /** @type {((inputs?: Partners_Ad_Why_Honest_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Why_Honest_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_why_honest_text(inputs)
	if (locale === "fr") return fr_partners_ad_why_honest_text(inputs)
	return en_partners_ad_why_honest_text(inputs)
});