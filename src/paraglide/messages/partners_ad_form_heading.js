/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Form_HeadingInputs */

const en_partners_ad_form_heading = /** @type {(inputs: Partners_Ad_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request advertising information`)
};

const es_partners_ad_form_heading = /** @type {(inputs: Partners_Ad_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar información sobre publicidad`)
};

const fr_partners_ad_form_heading = /** @type {(inputs: Partners_Ad_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander des informations publicitaires`)
};

/**
* | output |
* | --- |
* | "Request advertising information" |
*
* @param {Partners_Ad_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_form_heading = /** @type {((inputs?: Partners_Ad_Form_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Form_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_form_heading(inputs)
	if (locale === "fr") return fr_partners_ad_form_heading(inputs)
	return en_partners_ad_form_heading(inputs)
});