/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_ActivatedInputs */

const en_loyalty_msg_activated = /** @type {(inputs: Loyalty_Msg_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward activated`)
};

const es_loyalty_msg_activated = /** @type {(inputs: Loyalty_Msg_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensa activada`)
};

const fr_loyalty_msg_activated = /** @type {(inputs: Loyalty_Msg_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompense activée`)
};

/**
* | output |
* | --- |
* | "Reward activated" |
*
* @param {Loyalty_Msg_ActivatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_activated = /** @type {((inputs?: Loyalty_Msg_ActivatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_ActivatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_activated(inputs)
	if (locale === "fr") return fr_loyalty_msg_activated(inputs)
	return en_loyalty_msg_activated(inputs)
});