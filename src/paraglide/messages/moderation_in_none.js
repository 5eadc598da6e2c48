/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_NoneInputs */

const en_moderation_in_none = /** @type {(inputs: Moderation_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet`)
};

const es_moderation_in_none = /** @type {(inputs: Moderation_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay mensajes`)
};

const fr_moderation_in_none = /** @type {(inputs: Moderation_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun message pour l’instant`)
};

/**
* | output |
* | --- |
* | "No messages yet" |
*
* @param {Moderation_In_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_none = /** @type {((inputs?: Moderation_In_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_none(inputs)
	if (locale === "fr") return fr_moderation_in_none(inputs)
	return en_moderation_in_none(inputs)
});