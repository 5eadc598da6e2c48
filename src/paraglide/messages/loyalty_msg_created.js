/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_CreatedInputs */

const en_loyalty_msg_created = /** @type {(inputs: Loyalty_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward created`)
};

const es_loyalty_msg_created = /** @type {(inputs: Loyalty_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensa creada`)
};

const fr_loyalty_msg_created = /** @type {(inputs: Loyalty_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompense créée`)
};

/**
* | output |
* | --- |
* | "Reward created" |
*
* @param {Loyalty_Msg_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_created = /** @type {((inputs?: Loyalty_Msg_CreatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_CreatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_created(inputs)
	if (locale === "fr") return fr_loyalty_msg_created(inputs)
	return en_loyalty_msg_created(inputs)
});