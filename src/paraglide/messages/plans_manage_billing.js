/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Manage_BillingInputs */

const en_plans_manage_billing = /** @type {(inputs: Plans_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage billing`)
};

const es_plans_manage_billing = /** @type {(inputs: Plans_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrar facturación`)
};

const fr_plans_manage_billing = /** @type {(inputs: Plans_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer la facturation`)
};

/**
* | output |
* | --- |
* | "Manage billing" |
*
* @param {Plans_Manage_BillingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_manage_billing = /** @type {((inputs?: Plans_Manage_BillingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Manage_BillingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_manage_billing(inputs)
	if (locale === "fr") return fr_plans_manage_billing(inputs)
	return en_plans_manage_billing(inputs)
});