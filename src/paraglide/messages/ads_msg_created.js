/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_CreatedInputs */

const en_ads_msg_created = /** @type {(inputs: Ads_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad saved as a draft`)
};

const es_ads_msg_created = /** @type {(inputs: Ads_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio guardado como borrador`)
};

const fr_ads_msg_created = /** @type {(inputs: Ads_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce enregistrée comme brouillon`)
};

/**
* | output |
* | --- |
* | "Ad saved as a draft" |
*
* @param {Ads_Msg_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_created = /** @type {((inputs?: Ads_Msg_CreatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_CreatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_created(inputs)
	if (locale === "fr") return fr_ads_msg_created(inputs)
	return en_ads_msg_created(inputs)
});