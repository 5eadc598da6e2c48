/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Saved_PendingInputs */

const en_ads_msg_saved_pending = /** @type {(inputs: Ads_Msg_Saved_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad saved and sent back for approval`)
};

const es_ads_msg_saved_pending = /** @type {(inputs: Ads_Msg_Saved_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio guardado y enviado de nuevo a aprobación`)
};

const fr_ads_msg_saved_pending = /** @type {(inputs: Ads_Msg_Saved_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce enregistrée et renvoyée en validation`)
};

/**
* | output |
* | --- |
* | "Ad saved and sent back for approval" |
*
* @param {Ads_Msg_Saved_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_saved_pending = /** @type {((inputs?: Ads_Msg_Saved_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Saved_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_saved_pending(inputs)
	if (locale === "fr") return fr_ads_msg_saved_pending(inputs)
	return en_ads_msg_saved_pending(inputs)
});