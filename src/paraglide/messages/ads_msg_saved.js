/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_SavedInputs */

const en_ads_msg_saved = /** @type {(inputs: Ads_Msg_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad saved`)
};

const es_ads_msg_saved = /** @type {(inputs: Ads_Msg_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio guardado`)
};

const fr_ads_msg_saved = /** @type {(inputs: Ads_Msg_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce enregistrée`)
};

/**
* | output |
* | --- |
* | "Ad saved" |
*
* @param {Ads_Msg_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_saved = /** @type {((inputs?: Ads_Msg_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_saved(inputs)
	if (locale === "fr") return fr_ads_msg_saved(inputs)
	return en_ads_msg_saved(inputs)
});