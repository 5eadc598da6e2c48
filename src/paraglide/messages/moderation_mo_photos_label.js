/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Photos_LabelInputs */

const en_moderation_mo_photos_label = /** @type {(inputs: Moderation_Mo_Photos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New photos`)
};

const es_moderation_mo_photos_label = /** @type {(inputs: Moderation_Mo_Photos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos nuevas`)
};

const fr_moderation_mo_photos_label = /** @type {(inputs: Moderation_Mo_Photos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelles photos`)
};

/**
* | output |
* | --- |
* | "New photos" |
*
* @param {Moderation_Mo_Photos_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_photos_label = /** @type {((inputs?: Moderation_Mo_Photos_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Photos_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_photos_label(inputs)
	if (locale === "fr") return fr_moderation_mo_photos_label(inputs)
	return en_moderation_mo_photos_label(inputs)
});