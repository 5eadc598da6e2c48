/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Form_MessageInputs */

const en_partners_ad_form_message = /** @type {(inputs: Partners_Ad_Form_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const es_partners_ad_form_message = /** @type {(inputs: Partners_Ad_Form_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

const fr_partners_ad_form_message = /** @type {(inputs: Partners_Ad_Form_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre message`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Partners_Ad_Form_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_form_message = /** @type {((inputs?: Partners_Ad_Form_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Form_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_form_message(inputs)
	if (locale === "fr") return fr_partners_ad_form_message(inputs)
	return en_partners_ad_form_message(inputs)
});