/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_SubmitInputs */

const en_partners_form_submit = /** @type {(inputs: Partners_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Application`)
};

const es_partners_form_submit = /** @type {(inputs: Partners_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud`)
};

const fr_partners_form_submit = /** @type {(inputs: Partners_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la candidature`)
};

/**
* | output |
* | --- |
* | "Submit Application" |
*
* @param {Partners_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_submit = /** @type {((inputs?: Partners_Form_SubmitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_SubmitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_submit(inputs)
	if (locale === "fr") return fr_partners_form_submit(inputs)
	return en_partners_form_submit(inputs)
});