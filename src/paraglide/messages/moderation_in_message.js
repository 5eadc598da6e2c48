/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_MessageInputs */

const en_moderation_in_message = /** @type {(inputs: Moderation_In_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const es_moderation_in_message = /** @type {(inputs: Moderation_In_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

const fr_moderation_in_message = /** @type {(inputs: Moderation_In_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réponse`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Moderation_In_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_message = /** @type {((inputs?: Moderation_In_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_message(inputs)
	if (locale === "fr") return fr_moderation_in_message(inputs)
	return en_moderation_in_message(inputs)
});