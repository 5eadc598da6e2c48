/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Result_RefusedInputs */

const en_checkin_result_refused = /** @type {(inputs: Checkin_Result_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a ticket for this event`)
};

const es_checkin_result_refused = /** @type {(inputs: Checkin_Result_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es un boleto de este evento`)
};

const fr_checkin_result_refused = /** @type {(inputs: Checkin_Result_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas un billet pour cet événement`)
};

/**
* | output |
* | --- |
* | "Not a ticket for this event" |
*
* @param {Checkin_Result_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_result_refused = /** @type {((inputs?: Checkin_Result_RefusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Result_RefusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_result_refused(inputs)
	if (locale === "fr") return fr_checkin_result_refused(inputs)
	return en_checkin_result_refused(inputs)
});