/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Reason_Check_InInputs */

const en_loyalty_reason_check_in = /** @type {(inputs: Loyalty_Reason_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked in at an event`)
};

const es_loyalty_reason_check_in = /** @type {(inputs: Loyalty_Reason_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada registrada en un evento`)
};

const fr_loyalty_reason_check_in = /** @type {(inputs: Loyalty_Reason_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée validée à un événement`)
};

/**
* | output |
* | --- |
* | "Checked in at an event" |
*
* @param {Loyalty_Reason_Check_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_reason_check_in = /** @type {((inputs?: Loyalty_Reason_Check_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Reason_Check_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_reason_check_in(inputs)
	if (locale === "fr") return fr_loyalty_reason_check_in(inputs)
	return en_loyalty_reason_check_in(inputs)
});