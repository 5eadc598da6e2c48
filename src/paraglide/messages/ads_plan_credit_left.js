/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown>, total: NonNullable<unknown> }} Ads_Plan_Credit_LeftInputs */

const en_ads_plan_credit_left = /** @type {(inputs: Ads_Plan_Credit_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Credit left this period: ${i?.left} of ${i?.total}`)
};

const es_ads_plan_credit_left = /** @type {(inputs: Ads_Plan_Credit_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Crédito restante este periodo: ${i?.left} de ${i?.total}`)
};

const fr_ads_plan_credit_left = /** @type {(inputs: Ads_Plan_Credit_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Crédit restant sur la période : ${i?.left} sur ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Credit left this period: {left} of {total}" |
*
* @param {Ads_Plan_Credit_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_plan_credit_left = /** @type {((inputs: Ads_Plan_Credit_LeftInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Plan_Credit_LeftInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_plan_credit_left(inputs)
	if (locale === "fr") return fr_ads_plan_credit_left(inputs)
	return en_ads_plan_credit_left(inputs)
});