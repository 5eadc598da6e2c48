/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_ChallengingInputs */

const en_moderation_to_challenging = /** @type {(inputs: Moderation_To_ChallengingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`challenging`)
};

const es_moderation_to_challenging = /** @type {(inputs: Moderation_To_ChallengingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exigente`)
};

const fr_moderation_to_challenging = /** @type {(inputs: Moderation_To_ChallengingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`difficile`)
};

/**
* | output |
* | --- |
* | "challenging" |
*
* @param {Moderation_To_ChallengingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_challenging = /** @type {((inputs?: Moderation_To_ChallengingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_ChallengingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_challenging(inputs)
	if (locale === "fr") return fr_moderation_to_challenging(inputs)
	return en_moderation_to_challenging(inputs)
});