/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_Mark_ReadInputs */

const en_moderation_in_mark_read = /** @type {(inputs: Moderation_In_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark read`)
};

const es_moderation_in_mark_read = /** @type {(inputs: Moderation_In_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como leído`)
};

const fr_moderation_in_mark_read = /** @type {(inputs: Moderation_In_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquer comme lu`)
};

/**
* | output |
* | --- |
* | "Mark read" |
*
* @param {Moderation_In_Mark_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_mark_read = /** @type {((inputs?: Moderation_In_Mark_ReadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_Mark_ReadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_mark_read(inputs)
	if (locale === "fr") return fr_moderation_in_mark_read(inputs)
	return en_moderation_in_mark_read(inputs)
});