/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_TitleInputs */

const en_loyalty_msg_title = /** @type {(inputs: Loyalty_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a title for the reward.`)
};

const es_loyalty_msg_title = /** @type {(inputs: Loyalty_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un título para la recompensa.`)
};

const fr_loyalty_msg_title = /** @type {(inputs: Loyalty_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un titre pour la récompense.`)
};

/**
* | output |
* | --- |
* | "Enter a title for the reward." |
*
* @param {Loyalty_Msg_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_title = /** @type {((inputs?: Loyalty_Msg_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_title(inputs)
	if (locale === "fr") return fr_loyalty_msg_title(inputs)
	return en_loyalty_msg_title(inputs)
});