/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inquiry_LabelInputs */

const en_partners_ad_inquiry_label = /** @type {(inputs: Partners_Ad_Inquiry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising inquiry`)
};

const es_partners_ad_inquiry_label = /** @type {(inputs: Partners_Ad_Inquiry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta publicitaria`)
};

const fr_partners_ad_inquiry_label = /** @type {(inputs: Partners_Ad_Inquiry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande publicitaire`)
};

/**
* | output |
* | --- |
* | "Advertising inquiry" |
*
* @param {Partners_Ad_Inquiry_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inquiry_label = /** @type {((inputs?: Partners_Ad_Inquiry_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inquiry_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inquiry_label(inputs)
	if (locale === "fr") return fr_partners_ad_inquiry_label(inputs)
	return en_partners_ad_inquiry_label(inputs)
});