/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_Mo_Photos_TitleInputs */

const en_moderation_mo_photos_title = /** @type {(inputs: Moderation_Mo_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New photos (${i?.count})`)
};

const es_moderation_mo_photos_title = /** @type {(inputs: Moderation_Mo_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos nuevas (${i?.count})`)
};

const fr_moderation_mo_photos_title = /** @type {(inputs: Moderation_Mo_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvelles photos (${i?.count})`)
};

/**
* | output |
* | --- |
* | "New photos ({count})" |
*
* @param {Moderation_Mo_Photos_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_photos_title = /** @type {((inputs: Moderation_Mo_Photos_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Photos_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_photos_title(inputs)
	if (locale === "fr") return fr_moderation_mo_photos_title(inputs)
	return en_moderation_mo_photos_title(inputs)
});