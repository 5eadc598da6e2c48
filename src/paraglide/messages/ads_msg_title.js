/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_TitleInputs */

const en_ads_msg_title = /** @type {(inputs: Ads_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad title is required`)
};

const es_ads_msg_title = /** @type {(inputs: Ads_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El título del anuncio es obligatorio`)
};

const fr_ads_msg_title = /** @type {(inputs: Ads_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre de l’annonce est obligatoire`)
};

/**
* | output |
* | --- |
* | "Ad title is required" |
*
* @param {Ads_Msg_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_title = /** @type {((inputs?: Ads_Msg_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_title(inputs)
	if (locale === "fr") return fr_ads_msg_title(inputs)
	return en_ads_msg_title(inputs)
});