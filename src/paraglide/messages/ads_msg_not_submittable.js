/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Not_SubmittableInputs */

const en_ads_msg_not_submittable = /** @type {(inputs: Ads_Msg_Not_SubmittableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a draft or a rejected ad can be sent for approval.`)
};

const es_ads_msg_not_submittable = /** @type {(inputs: Ads_Msg_Not_SubmittableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo un borrador o un anuncio rechazado se puede enviar a aprobación.`)
};

const fr_ads_msg_not_submittable = /** @type {(inputs: Ads_Msg_Not_SubmittableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul un brouillon ou une annonce refusée peut être soumis à validation.`)
};

/**
* | output |
* | --- |
* | "Only a draft or a rejected ad can be sent for approval." |
*
* @param {Ads_Msg_Not_SubmittableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_not_submittable = /** @type {((inputs?: Ads_Msg_Not_SubmittableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Not_SubmittableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_not_submittable(inputs)
	if (locale === "fr") return fr_ads_msg_not_submittable(inputs)
	return en_ads_msg_not_submittable(inputs)
});