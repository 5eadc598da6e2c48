/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Hosted_ByInputs */

const en_admin_hosted_by = /** @type {(inputs: Admin_Hosted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hosted by`)
};

const es_admin_hosted_by = /** @type {(inputs: Admin_Hosted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en`)
};

const fr_admin_hosted_by = /** @type {(inputs: Admin_Hosted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chez`)
};

/**
* | output |
* | --- |
* | "hosted by" |
*
* @param {Admin_Hosted_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_hosted_by = /** @type {((inputs?: Admin_Hosted_ByInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Hosted_ByInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_hosted_by(inputs)
	if (locale === "fr") return fr_admin_hosted_by(inputs)
	return en_admin_hosted_by(inputs)
});