/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_FailedInputs */

const en_partners_form_failed = /** @type {(inputs: Partners_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please correct the fields marked below and send the application again.`)
};

const es_partners_form_failed = /** @type {(inputs: Partners_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrige los campos marcados abajo y vuelve a enviar la solicitud.`)
};

const fr_partners_form_failed = /** @type {(inputs: Partners_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez corriger les champs signalés ci-dessous et renvoyer la candidature.`)
};

/**
* | output |
* | --- |
* | "Please correct the fields marked below and send the application again." |
*
* @param {Partners_Form_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_failed = /** @type {((inputs?: Partners_Form_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_failed(inputs)
	if (locale === "fr") return fr_partners_form_failed(inputs)
	return en_partners_form_failed(inputs)
});