/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Target_UrlInputs */

const en_ads_msg_target_url = /** @type {(inputs: Ads_Msg_Target_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the address people go to, starting with http:// or https://`)
};

const es_ads_msg_target_url = /** @type {(inputs: Ads_Msg_Target_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe la dirección a la que irá la gente, empezando por http:// o https://`)
};

const fr_ads_msg_target_url = /** @type {(inputs: Ads_Msg_Target_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l’adresse où iront les visiteurs, commençant par http:// ou https://`)
};

/**
* | output |
* | --- |
* | "Enter the address people go to, starting with http:// or https://" |
*
* @param {Ads_Msg_Target_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_target_url = /** @type {((inputs?: Ads_Msg_Target_UrlInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Target_UrlInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_target_url(inputs)
	if (locale === "fr") return fr_ads_msg_target_url(inputs)
	return en_ads_msg_target_url(inputs)
});