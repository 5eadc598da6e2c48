/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Plans_Ad_CreditInputs */

const en_plans_ad_credit = /** @type {(inputs: Plans_Ad_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} of ad credit each month`)
};

const es_plans_ad_credit = /** @type {(inputs: Plans_Ad_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} de crédito publicitario al mes`)
};

const fr_plans_ad_credit = /** @type {(inputs: Plans_Ad_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} de crédit publicitaire par mois`)
};

/**
* | output |
* | --- |
* | "{amount} of ad credit each month" |
*
* @param {Plans_Ad_CreditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_ad_credit = /** @type {((inputs: Plans_Ad_CreditInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Ad_CreditInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_ad_credit(inputs)
	if (locale === "fr") return fr_plans_ad_credit(inputs)
	return en_plans_ad_credit(inputs)
});