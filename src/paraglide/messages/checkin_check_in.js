/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Check_InInputs */

const en_checkin_check_in = /** @type {(inputs: Checkin_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check in`)
};

const es_checkin_check_in = /** @type {(inputs: Checkin_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar entrada`)
};

const fr_checkin_check_in = /** @type {(inputs: Checkin_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

/**
* | output |
* | --- |
* | "Check in" |
*
* @param {Checkin_Check_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_check_in = /** @type {((inputs?: Checkin_Check_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Check_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_check_in(inputs)
	if (locale === "fr") return fr_checkin_check_in(inputs)
	return en_checkin_check_in(inputs)
});