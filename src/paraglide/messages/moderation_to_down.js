/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_DownInputs */

const en_moderation_to_down = /** @type {(inputs: Moderation_To_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↓ Down`)
};

const es_moderation_to_down = /** @type {(inputs: Moderation_To_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↓ Bajar`)
};

const fr_moderation_to_down = /** @type {(inputs: Moderation_To_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↓ Descendre`)
};

/**
* | output |
* | --- |
* | "↓ Down" |
*
* @param {Moderation_To_DownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_down = /** @type {((inputs?: Moderation_To_DownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_DownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_down(inputs)
	if (locale === "fr") return fr_moderation_to_down(inputs)
	return en_moderation_to_down(inputs)
});