/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_UpInputs */

const en_moderation_to_up = /** @type {(inputs: Moderation_To_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↑ Up`)
};

const es_moderation_to_up = /** @type {(inputs: Moderation_To_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↑ Subir`)
};

const fr_moderation_to_up = /** @type {(inputs: Moderation_To_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↑ Monter`)
};

/**
* | output |
* | --- |
* | "↑ Up" |
*
* @param {Moderation_To_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_up = /** @type {((inputs?: Moderation_To_UpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_UpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_up(inputs)
	if (locale === "fr") return fr_moderation_to_up(inputs)
	return en_moderation_to_up(inputs)
});