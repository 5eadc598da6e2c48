/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Form_PackageInputs */

const en_partners_ad_form_package = /** @type {(inputs: Partners_Ad_Form_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Package`)
};

const es_partners_ad_form_package = /** @type {(inputs: Partners_Ad_Form_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquete`)
};

const fr_partners_ad_form_package = /** @type {(inputs: Partners_Ad_Form_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule`)
};

/**
* | output |
* | --- |
* | "Package" |
*
* @param {Partners_Ad_Form_PackageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_form_package = /** @type {((inputs?: Partners_Ad_Form_PackageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Form_PackageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_form_package(inputs)
	if (locale === "fr") return fr_partners_ad_form_package(inputs)
	return en_partners_ad_form_package(inputs)
});