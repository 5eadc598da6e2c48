/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Rate_SubmitInputs */

const en_tours_rate_submit = /** @type {(inputs: Tours_Rate_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send rating`)
};

const es_tours_rate_submit = /** @type {(inputs: Tours_Rate_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar calificación`)
};

const fr_tours_rate_submit = /** @type {(inputs: Tours_Rate_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la note`)
};

/**
* | output |
* | --- |
* | "Send rating" |
*
* @param {Tours_Rate_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_rate_submit = /** @type {((inputs?: Tours_Rate_SubmitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Rate_SubmitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_rate_submit(inputs)
	if (locale === "fr") return fr_tours_rate_submit(inputs)
	return en_tours_rate_submit(inputs)
});