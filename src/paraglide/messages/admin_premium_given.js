/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Premium_GivenInputs */

const en_admin_premium_given = /** @type {(inputs: Admin_Premium_GivenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has premium.`)
};

const es_admin_premium_given = /** @type {(inputs: Admin_Premium_GivenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ahora tiene Premium.`)
};

const fr_admin_premium_given = /** @type {(inputs: Admin_Premium_GivenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a désormais Premium.`)
};

/**
* | output |
* | --- |
* | "{name} has premium." |
*
* @param {Admin_Premium_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_premium_given = /** @type {((inputs: Admin_Premium_GivenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Premium_GivenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_premium_given(inputs)
	if (locale === "fr") return fr_admin_premium_given(inputs)
	return en_admin_premium_given(inputs)
});