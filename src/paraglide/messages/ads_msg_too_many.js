/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Too_ManyInputs */

const en_ads_msg_too_many = /** @type {(inputs: Ads_Msg_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan’s limit of live or pending ads is reached. Pause an ad or wait until one ends.`)
};

const es_ads_msg_too_many = /** @type {(inputs: Ads_Msg_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegaste al límite de anuncios activos o pendientes de tu plan. Pausa uno o espera a que termine.`)
};

const fr_ads_msg_too_many = /** @type {(inputs: Ads_Msg_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La limite d’annonces actives ou en attente de votre formule est atteinte. Mettez une annonce en pause ou attendez qu’une se termine.`)
};

/**
* | output |
* | --- |
* | "Your plan’s limit of live or pending ads is reached. Pause an ad or wait until one ends." |
*
* @param {Ads_Msg_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_too_many = /** @type {((inputs?: Ads_Msg_Too_ManyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Too_ManyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_too_many(inputs)
	if (locale === "fr") return fr_ads_msg_too_many(inputs)
	return en_ads_msg_too_many(inputs)
});