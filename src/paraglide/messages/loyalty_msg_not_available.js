/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Not_AvailableInputs */

const en_loyalty_msg_not_available = /** @type {(inputs: Loyalty_Msg_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reward is not available right now.`)
};

const es_loyalty_msg_not_available = /** @type {(inputs: Loyalty_Msg_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta recompensa no está disponible en este momento.`)
};

const fr_loyalty_msg_not_available = /** @type {(inputs: Loyalty_Msg_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette récompense n’est pas disponible pour le moment.`)
};

/**
* | output |
* | --- |
* | "This reward is not available right now." |
*
* @param {Loyalty_Msg_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_not_available = /** @type {((inputs?: Loyalty_Msg_Not_AvailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Not_AvailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_not_available(inputs)
	if (locale === "fr") return fr_loyalty_msg_not_available(inputs)
	return en_loyalty_msg_not_available(inputs)
});