/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_NoneInputs */

const en_moderation_to_none = /** @type {(inputs: Moderation_To_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No walking tours yet.`)
};

const es_moderation_to_none = /** @type {(inputs: Moderation_To_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay recorridos a pie.`)
};

const fr_moderation_to_none = /** @type {(inputs: Moderation_To_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune visite à pied pour l’instant.`)
};

/**
* | output |
* | --- |
* | "No walking tours yet." |
*
* @param {Moderation_To_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_none = /** @type {((inputs?: Moderation_To_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_none(inputs)
	if (locale === "fr") return fr_moderation_to_none(inputs)
	return en_moderation_to_none(inputs)
});