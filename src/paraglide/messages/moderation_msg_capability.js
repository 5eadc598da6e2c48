/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_CapabilityInputs */

const en_moderation_msg_capability = /** @type {(inputs: Moderation_Msg_CapabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a permission`)
};

const es_moderation_msg_capability = /** @type {(inputs: Moderation_Msg_CapabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un permiso`)
};

const fr_moderation_msg_capability = /** @type {(inputs: Moderation_Msg_CapabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un droit`)
};

/**
* | output |
* | --- |
* | "Choose a permission" |
*
* @param {Moderation_Msg_CapabilityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_capability = /** @type {((inputs?: Moderation_Msg_CapabilityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_CapabilityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_capability(inputs)
	if (locale === "fr") return fr_moderation_msg_capability(inputs)
	return en_moderation_msg_capability(inputs)
});