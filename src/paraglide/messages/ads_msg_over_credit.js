/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Over_CreditInputs */

const en_ads_msg_over_credit = /** @type {(inputs: Ads_Msg_Over_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The budget is more than the credit left on your plan.`)
};

const es_ads_msg_over_credit = /** @type {(inputs: Ads_Msg_Over_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El presupuesto supera el crédito que te queda en tu plan.`)
};

const fr_ads_msg_over_credit = /** @type {(inputs: Ads_Msg_Over_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le budget dépasse le crédit restant de votre formule.`)
};

/**
* | output |
* | --- |
* | "The budget is more than the credit left on your plan." |
*
* @param {Ads_Msg_Over_CreditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_over_credit = /** @type {((inputs?: Ads_Msg_Over_CreditInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Over_CreditInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_over_credit(inputs)
	if (locale === "fr") return fr_ads_msg_over_credit(inputs)
	return en_ads_msg_over_credit(inputs)
});