/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_Has_StepsInputs */

const en_moderation_to_has_steps = /** @type {(inputs: Moderation_To_Has_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`has steps`)
};

const es_moderation_to_has_steps = /** @type {(inputs: Moderation_To_Has_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`con escalones`)
};

const fr_moderation_to_has_steps = /** @type {(inputs: Moderation_To_Has_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`avec marches`)
};

/**
* | output |
* | --- |
* | "has steps" |
*
* @param {Moderation_To_Has_StepsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_has_steps = /** @type {((inputs?: Moderation_To_Has_StepsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Has_StepsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_has_steps(inputs)
	if (locale === "fr") return fr_moderation_to_has_steps(inputs)
	return en_moderation_to_has_steps(inputs)
});