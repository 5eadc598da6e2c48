/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_NarrationInputs */

const en_moderation_to_narration = /** @type {(inputs: Moderation_To_NarrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`narration written`)
};

const es_moderation_to_narration = /** @type {(inputs: Moderation_To_NarrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`narración escrita`)
};

const fr_moderation_to_narration = /** @type {(inputs: Moderation_To_NarrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`narration rédigée`)
};

/**
* | output |
* | --- |
* | "narration written" |
*
* @param {Moderation_To_NarrationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_narration = /** @type {((inputs?: Moderation_To_NarrationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_NarrationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_narration(inputs)
	if (locale === "fr") return fr_moderation_to_narration(inputs)
	return en_moderation_to_narration(inputs)
});