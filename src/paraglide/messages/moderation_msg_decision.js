/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_DecisionInputs */

const en_moderation_msg_decision = /** @type {(inputs: Moderation_Msg_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a decision`)
};

const es_moderation_msg_decision = /** @type {(inputs: Moderation_Msg_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una decisión`)
};

const fr_moderation_msg_decision = /** @type {(inputs: Moderation_Msg_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une décision`)
};

/**
* | output |
* | --- |
* | "Choose a decision" |
*
* @param {Moderation_Msg_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_decision = /** @type {((inputs?: Moderation_Msg_DecisionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_DecisionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_decision(inputs)
	if (locale === "fr") return fr_moderation_msg_decision(inputs)
	return en_moderation_msg_decision(inputs)
});