/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_Step_FreeInputs */

const en_moderation_to_step_free = /** @type {(inputs: Moderation_To_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`step-free`)
};

const es_moderation_to_step_free = /** @type {(inputs: Moderation_To_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin escalones`)
};

const fr_moderation_to_step_free = /** @type {(inputs: Moderation_To_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sans marches`)
};

/**
* | output |
* | --- |
* | "step-free" |
*
* @param {Moderation_To_Step_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_step_free = /** @type {((inputs?: Moderation_To_Step_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Step_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_step_free(inputs)
	if (locale === "fr") return fr_moderation_to_step_free(inputs)
	return en_moderation_to_step_free(inputs)
});