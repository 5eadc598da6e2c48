/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Packages_HeadingInputs */

const en_partners_ad_packages_heading = /** @type {(inputs: Partners_Ad_Packages_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly packages`)
};

const es_partners_ad_packages_heading = /** @type {(inputs: Partners_Ad_Packages_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquetes mensuales`)
};

const fr_partners_ad_packages_heading = /** @type {(inputs: Partners_Ad_Packages_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules mensuelles`)
};

/**
* | output |
* | --- |
* | "Monthly packages" |
*
* @param {Partners_Ad_Packages_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_packages_heading = /** @type {((inputs?: Partners_Ad_Packages_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Packages_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_packages_heading(inputs)
	if (locale === "fr") return fr_partners_ad_packages_heading(inputs)
	return en_partners_ad_packages_heading(inputs)
});