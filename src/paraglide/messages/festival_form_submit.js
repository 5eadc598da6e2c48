/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_SubmitInputs */

const en_festival_form_submit = /** @type {(inputs: Festival_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Sponsorship Inquiry`)
};

const es_festival_form_submit = /** @type {(inputs: Festival_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud de patrocinio`)
};

const fr_festival_form_submit = /** @type {(inputs: Festival_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande de mécénat`)
};

/**
* | output |
* | --- |
* | "Send Sponsorship Inquiry" |
*
* @param {Festival_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_submit = /** @type {((inputs?: Festival_Form_SubmitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_SubmitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_submit(inputs)
	if (locale === "fr") return fr_festival_form_submit(inputs)
	return en_festival_form_submit(inputs)
});