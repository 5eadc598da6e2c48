/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_Marked_ReadInputs */

const en_moderation_in_marked_read = /** @type {(inputs: Moderation_In_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked read.`)
};

const es_moderation_in_marked_read = /** @type {(inputs: Moderation_In_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcado como leído.`)
};

const fr_moderation_in_marked_read = /** @type {(inputs: Moderation_In_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marqué comme lu.`)
};

/**
* | output |
* | --- |
* | "Marked read." |
*
* @param {Moderation_In_Marked_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_marked_read = /** @type {((inputs?: Moderation_In_Marked_ReadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_Marked_ReadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_marked_read(inputs)
	if (locale === "fr") return fr_moderation_in_marked_read(inputs)
	return en_moderation_in_marked_read(inputs)
});