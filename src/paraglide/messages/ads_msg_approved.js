/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_ApprovedInputs */

const en_ads_msg_approved = /** @type {(inputs: Ads_Msg_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad approved`)
};

const es_ads_msg_approved = /** @type {(inputs: Ads_Msg_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio aprobado`)
};

const fr_ads_msg_approved = /** @type {(inputs: Ads_Msg_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce approuvée`)
};

/**
* | output |
* | --- |
* | "Ad approved" |
*
* @param {Ads_Msg_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_approved = /** @type {((inputs?: Ads_Msg_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_ApprovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_approved(inputs)
	if (locale === "fr") return fr_ads_msg_approved(inputs)
	return en_ads_msg_approved(inputs)
});