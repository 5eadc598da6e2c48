/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_No_Ad_CreditInputs */

const en_plans_no_ad_credit = /** @type {(inputs: Plans_No_Ad_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ad credit included`)
};

const es_plans_no_ad_credit = /** @type {(inputs: Plans_No_Ad_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin crédito publicitario incluido`)
};

const fr_plans_no_ad_credit = /** @type {(inputs: Plans_No_Ad_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun crédit publicitaire inclus`)
};

/**
* | output |
* | --- |
* | "No ad credit included" |
*
* @param {Plans_No_Ad_CreditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_no_ad_credit = /** @type {((inputs?: Plans_No_Ad_CreditInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_No_Ad_CreditInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_no_ad_credit(inputs)
	if (locale === "fr") return fr_plans_no_ad_credit(inputs)
	return en_plans_no_ad_credit(inputs)
});