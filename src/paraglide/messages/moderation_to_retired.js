/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_RetiredInputs */

const en_moderation_to_retired = /** @type {(inputs: Moderation_To_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retired`)
};

const es_moderation_to_retired = /** @type {(inputs: Moderation_To_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirado`)
};

const fr_moderation_to_retired = /** @type {(inputs: Moderation_To_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirée`)
};

/**
* | output |
* | --- |
* | "Retired" |
*
* @param {Moderation_To_RetiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_retired = /** @type {((inputs?: Moderation_To_RetiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_RetiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_retired(inputs)
	if (locale === "fr") return fr_moderation_to_retired(inputs)
	return en_moderation_to_retired(inputs)
});