/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_FailedInputs */

const en_loyalty_msg_failed = /** @type {(inputs: Loyalty_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reward could not be saved. Please try again.`)
};

const es_loyalty_msg_failed = /** @type {(inputs: Loyalty_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la recompensa. Inténtalo de nuevo.`)
};

const fr_loyalty_msg_failed = /** @type {(inputs: Loyalty_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La récompense n’a pas pu être enregistrée. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The reward could not be saved. Please try again." |
*
* @param {Loyalty_Msg_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_failed = /** @type {((inputs?: Loyalty_Msg_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_failed(inputs)
	if (locale === "fr") return fr_loyalty_msg_failed(inputs)
	return en_loyalty_msg_failed(inputs)
});