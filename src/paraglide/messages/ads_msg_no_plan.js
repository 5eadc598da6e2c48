/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_No_PlanInputs */

const en_ads_msg_no_plan = /** @type {(inputs: Ads_Msg_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need a partnership plan to submit an ad.`)
};

const es_ads_msg_no_plan = /** @type {(inputs: Ads_Msg_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesitas un plan de socio para enviar un anuncio.`)
};

const fr_ads_msg_no_plan = /** @type {(inputs: Ads_Msg_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il vous faut une formule partenaire pour soumettre une annonce.`)
};

/**
* | output |
* | --- |
* | "You need a partnership plan to submit an ad." |
*
* @param {Ads_Msg_No_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_no_plan = /** @type {((inputs?: Ads_Msg_No_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_No_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_no_plan(inputs)
	if (locale === "fr") return fr_ads_msg_no_plan(inputs)
	return en_ads_msg_no_plan(inputs)
});