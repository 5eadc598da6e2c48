/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Premium_MemberInputs */

const en_dashboard_premium_member = /** @type {(inputs: Dashboard_Premium_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Member`)
};

const es_dashboard_premium_member = /** @type {(inputs: Dashboard_Premium_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Socio Premium`)
};

const fr_dashboard_premium_member = /** @type {(inputs: Dashboard_Premium_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre Premium`)
};

/**
* | output |
* | --- |
* | "Premium Member" |
*
* @param {Dashboard_Premium_MemberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_premium_member = /** @type {((inputs?: Dashboard_Premium_MemberInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Premium_MemberInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_premium_member(inputs)
	if (locale === "fr") return fr_dashboard_premium_member(inputs)
	return en_dashboard_premium_member(inputs)
});