/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_MembershipInputs */

const en_plans_adm_membership = /** @type {(inputs: Plans_Adm_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership plans`)
};

const es_plans_adm_membership = /** @type {(inputs: Plans_Adm_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de membresía`)
};

const fr_plans_adm_membership = /** @type {(inputs: Plans_Adm_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules d’adhésion`)
};

/**
* | output |
* | --- |
* | "Membership plans" |
*
* @param {Plans_Adm_MembershipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_membership = /** @type {((inputs?: Plans_Adm_MembershipInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_MembershipInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_membership(inputs)
	if (locale === "fr") return fr_plans_adm_membership(inputs)
	return en_plans_adm_membership(inputs)
});