/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_EasyInputs */

const en_moderation_to_easy = /** @type {(inputs: Moderation_To_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`easy`)
};

const es_moderation_to_easy = /** @type {(inputs: Moderation_To_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fácil`)
};

const fr_moderation_to_easy = /** @type {(inputs: Moderation_To_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`facile`)
};

/**
* | output |
* | --- |
* | "easy" |
*
* @param {Moderation_To_EasyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_easy = /** @type {((inputs?: Moderation_To_EasyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_EasyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_easy(inputs)
	if (locale === "fr") return fr_moderation_to_easy(inputs)
	return en_moderation_to_easy(inputs)
});