/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_MessageInputs */

const en_festival_form_message = /** @type {(inputs: Festival_Form_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const es_festival_form_message = /** @type {(inputs: Festival_Form_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

const fr_festival_form_message = /** @type {(inputs: Festival_Form_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre message`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Festival_Form_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_message = /** @type {((inputs?: Festival_Form_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_message(inputs)
	if (locale === "fr") return fr_festival_form_message(inputs)
	return en_festival_form_message(inputs)
});