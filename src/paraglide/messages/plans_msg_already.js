/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Plans_Msg_AlreadyInputs */

const en_plans_msg_already = /** @type {(inputs: Plans_Msg_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You already have the ${i?.name} plan. Manage it from billing.`)
};

const es_plans_msg_already = /** @type {(inputs: Plans_Msg_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya tienes el plan ${i?.name}. Adminístralo desde facturación.`)
};

const fr_plans_msg_already = /** @type {(inputs: Plans_Msg_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez déjà la formule ${i?.name}. Gérez-la depuis la facturation.`)
};

/**
* | output |
* | --- |
* | "You already have the {name} plan. Manage it from billing." |
*
* @param {Plans_Msg_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_msg_already = /** @type {((inputs: Plans_Msg_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Msg_AlreadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_msg_already(inputs)
	if (locale === "fr") return fr_plans_msg_already(inputs)
	return en_plans_msg_already(inputs)
});