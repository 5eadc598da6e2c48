/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_Marked_UnreadInputs */

const en_moderation_in_marked_unread = /** @type {(inputs: Moderation_In_Marked_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked unread.`)
};

const es_moderation_in_marked_unread = /** @type {(inputs: Moderation_In_Marked_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcado como no leído.`)
};

const fr_moderation_in_marked_unread = /** @type {(inputs: Moderation_In_Marked_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marqué comme non lu.`)
};

/**
* | output |
* | --- |
* | "Marked unread." |
*
* @param {Moderation_In_Marked_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_marked_unread = /** @type {((inputs?: Moderation_In_Marked_UnreadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_Marked_UnreadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_marked_unread(inputs)
	if (locale === "fr") return fr_moderation_in_marked_unread(inputs)
	return en_moderation_in_marked_unread(inputs)
});