/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Result_Refused_TextInputs */

const en_checkin_result_refused_text = /** @type {(inputs: Checkin_Result_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do not admit. Look the person up by name if they say they registered.`)
};

const es_checkin_result_refused_text = /** @type {(inputs: Checkin_Result_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No permitas la entrada. Busca a la persona por nombre si dice que se registró.`)
};

const fr_checkin_result_refused_text = /** @type {(inputs: Checkin_Result_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N’acceptez pas l’entrée. Cherchez la personne par son nom si elle dit être inscrite.`)
};

/**
* | output |
* | --- |
* | "Do not admit. Look the person up by name if they say they registered." |
*
* @param {Checkin_Result_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_result_refused_text = /** @type {((inputs?: Checkin_Result_Refused_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Result_Refused_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_result_refused_text(inputs)
	if (locale === "fr") return fr_checkin_result_refused_text(inputs)
	return en_checkin_result_refused_text(inputs)
});