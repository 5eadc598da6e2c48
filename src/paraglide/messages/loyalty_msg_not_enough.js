/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Not_EnoughInputs */

const en_loyalty_msg_not_enough = /** @type {(inputs: Loyalty_Msg_Not_EnoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have enough points for this reward yet.`)
};

const es_loyalty_msg_not_enough = /** @type {(inputs: Loyalty_Msg_Not_EnoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes suficientes puntos para esta recompensa.`)
};

const fr_loyalty_msg_not_enough = /** @type {(inputs: Loyalty_Msg_Not_EnoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas encore assez de points pour cette récompense.`)
};

/**
* | output |
* | --- |
* | "You do not have enough points for this reward yet." |
*
* @param {Loyalty_Msg_Not_EnoughInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_not_enough = /** @type {((inputs?: Loyalty_Msg_Not_EnoughInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Not_EnoughInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_not_enough(inputs)
	if (locale === "fr") return fr_loyalty_msg_not_enough(inputs)
	return en_loyalty_msg_not_enough(inputs)
});