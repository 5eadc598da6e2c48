/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Not_FoundInputs */

const en_loyalty_msg_not_found = /** @type {(inputs: Loyalty_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward not found.`)
};

const es_loyalty_msg_not_found = /** @type {(inputs: Loyalty_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró la recompensa.`)
};

const fr_loyalty_msg_not_found = /** @type {(inputs: Loyalty_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompense introuvable.`)
};

/**
* | output |
* | --- |
* | "Reward not found." |
*
* @param {Loyalty_Msg_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_not_found = /** @type {((inputs?: Loyalty_Msg_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_not_found(inputs)
	if (locale === "fr") return fr_loyalty_msg_not_found(inputs)
	return en_loyalty_msg_not_found(inputs)
});