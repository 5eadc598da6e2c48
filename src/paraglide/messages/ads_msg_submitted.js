/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_SubmittedInputs */

const en_ads_msg_submitted = /** @type {(inputs: Ads_Msg_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad sent for approval`)
};

const es_ads_msg_submitted = /** @type {(inputs: Ads_Msg_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio enviado a aprobación`)
};

const fr_ads_msg_submitted = /** @type {(inputs: Ads_Msg_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce soumise à validation`)
};

/**
* | output |
* | --- |
* | "Ad sent for approval" |
*
* @param {Ads_Msg_SubmittedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_submitted = /** @type {((inputs?: Ads_Msg_SubmittedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_SubmittedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_submitted(inputs)
	if (locale === "fr") return fr_ads_msg_submitted(inputs)
	return en_ads_msg_submitted(inputs)
});