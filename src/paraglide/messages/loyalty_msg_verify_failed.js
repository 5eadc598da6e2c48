/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Verify_FailedInputs */

const en_loyalty_msg_verify_failed = /** @type {(inputs: Loyalty_Msg_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code could not be checked. Please try again.`)
};

const es_loyalty_msg_verify_failed = /** @type {(inputs: Loyalty_Msg_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo comprobar el código. Inténtalo de nuevo.`)
};

const fr_loyalty_msg_verify_failed = /** @type {(inputs: Loyalty_Msg_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code n’a pas pu être vérifié. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The code could not be checked. Please try again." |
*
* @param {Loyalty_Msg_Verify_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_verify_failed = /** @type {((inputs?: Loyalty_Msg_Verify_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Verify_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_verify_failed(inputs)
	if (locale === "fr") return fr_loyalty_msg_verify_failed(inputs)
	return en_loyalty_msg_verify_failed(inputs)
});