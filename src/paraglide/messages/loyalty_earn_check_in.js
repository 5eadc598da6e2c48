/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Earn_Check_InInputs */

const en_loyalty_earn_check_in = /** @type {(inputs: Loyalty_Earn_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking in at an event`)
};

const es_loyalty_earn_check_in = /** @type {(inputs: Loyalty_Earn_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar tu entrada en un evento`)
};

const fr_loyalty_earn_check_in = /** @type {(inputs: Loyalty_Earn_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire valider votre entrée à un événement`)
};

/**
* | output |
* | --- |
* | "Checking in at an event" |
*
* @param {Loyalty_Earn_Check_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_earn_check_in = /** @type {((inputs?: Loyalty_Earn_Check_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Earn_Check_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_earn_check_in(inputs)
	if (locale === "fr") return fr_loyalty_earn_check_in(inputs)
	return en_loyalty_earn_check_in(inputs)
});