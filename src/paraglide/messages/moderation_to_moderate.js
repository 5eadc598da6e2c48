/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_ModerateInputs */

const en_moderation_to_moderate = /** @type {(inputs: Moderation_To_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`moderate`)
};

const es_moderation_to_moderate = /** @type {(inputs: Moderation_To_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`moderado`)
};

const fr_moderation_to_moderate = /** @type {(inputs: Moderation_To_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`moyenne`)
};

/**
* | output |
* | --- |
* | "moderate" |
*
* @param {Moderation_To_ModerateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_moderate = /** @type {((inputs?: Moderation_To_ModerateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_ModerateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_moderate(inputs)
	if (locale === "fr") return fr_moderation_to_moderate(inputs)
	return en_moderation_to_moderate(inputs)
});