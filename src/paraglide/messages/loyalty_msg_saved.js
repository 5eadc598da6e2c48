/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_SavedInputs */

const en_loyalty_msg_saved = /** @type {(inputs: Loyalty_Msg_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward saved`)
};

const es_loyalty_msg_saved = /** @type {(inputs: Loyalty_Msg_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensa guardada`)
};

const fr_loyalty_msg_saved = /** @type {(inputs: Loyalty_Msg_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompense enregistrée`)
};

/**
* | output |
* | --- |
* | "Reward saved" |
*
* @param {Loyalty_Msg_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_saved = /** @type {((inputs?: Loyalty_Msg_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_saved(inputs)
	if (locale === "fr") return fr_loyalty_msg_saved(inputs)
	return en_loyalty_msg_saved(inputs)
});