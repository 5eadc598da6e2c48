/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_DeactivatedInputs */

const en_loyalty_msg_deactivated = /** @type {(inputs: Loyalty_Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward deactivated`)
};

const es_loyalty_msg_deactivated = /** @type {(inputs: Loyalty_Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensa desactivada`)
};

const fr_loyalty_msg_deactivated = /** @type {(inputs: Loyalty_Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompense désactivée`)
};

/**
* | output |
* | --- |
* | "Reward deactivated" |
*
* @param {Loyalty_Msg_DeactivatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_deactivated = /** @type {((inputs?: Loyalty_Msg_DeactivatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_DeactivatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_deactivated(inputs)
	if (locale === "fr") return fr_loyalty_msg_deactivated(inputs)
	return en_loyalty_msg_deactivated(inputs)
});