/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Sign_InInputs */

const en_ads_msg_sign_in = /** @type {(inputs: Ads_Msg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to manage your ads.`)
};

const es_ads_msg_sign_in = /** @type {(inputs: Ads_Msg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para gestionar tus anuncios.`)
};

const fr_ads_msg_sign_in = /** @type {(inputs: Ads_Msg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour gérer vos annonces.`)
};

/**
* | output |
* | --- |
* | "Please sign in to manage your ads." |
*
* @param {Ads_Msg_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_sign_in = /** @type {((inputs?: Ads_Msg_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Sign_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_sign_in(inputs)
	if (locale === "fr") return fr_ads_msg_sign_in(inputs)
	return en_ads_msg_sign_in(inputs)
});