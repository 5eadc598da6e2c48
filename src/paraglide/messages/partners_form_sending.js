/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_SendingInputs */

const en_partners_form_sending = /** @type {(inputs: Partners_Form_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending application...`)
};

const es_partners_form_sending = /** @type {(inputs: Partners_Form_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando solicitud…`)
};

const fr_partners_form_sending = /** @type {(inputs: Partners_Form_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi de la candidature…`)
};

/**
* | output |
* | --- |
* | "Sending application..." |
*
* @param {Partners_Form_SendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_sending = /** @type {((inputs?: Partners_Form_SendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_SendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_sending(inputs)
	if (locale === "fr") return fr_partners_form_sending(inputs)
	return en_partners_form_sending(inputs)
});