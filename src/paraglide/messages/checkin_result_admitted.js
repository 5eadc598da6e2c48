/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Result_AdmittedInputs */

const en_checkin_result_admitted = /** @type {(inputs: Checkin_Result_AdmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admitted`)
};

const es_checkin_result_admitted = /** @type {(inputs: Checkin_Result_AdmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada permitida`)
};

const fr_checkin_result_admitted = /** @type {(inputs: Checkin_Result_AdmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée acceptée`)
};

/**
* | output |
* | --- |
* | "Admitted" |
*
* @param {Checkin_Result_AdmittedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_result_admitted = /** @type {((inputs?: Checkin_Result_AdmittedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Result_AdmittedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_result_admitted(inputs)
	if (locale === "fr") return fr_checkin_result_admitted(inputs)
	return en_checkin_result_admitted(inputs)
});