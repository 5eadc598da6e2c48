/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_Mark_UnreadInputs */

const en_moderation_in_mark_unread = /** @type {(inputs: Moderation_In_Mark_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark unread`)
};

const es_moderation_in_mark_unread = /** @type {(inputs: Moderation_In_Mark_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como no leído`)
};

const fr_moderation_in_mark_unread = /** @type {(inputs: Moderation_In_Mark_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquer comme non lu`)
};

/**
* | output |
* | --- |
* | "Mark unread" |
*
* @param {Moderation_In_Mark_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_mark_unread = /** @type {((inputs?: Moderation_In_Mark_UnreadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_Mark_UnreadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_mark_unread(inputs)
	if (locale === "fr") return fr_moderation_in_mark_unread(inputs)
	return en_moderation_in_mark_unread(inputs)
});