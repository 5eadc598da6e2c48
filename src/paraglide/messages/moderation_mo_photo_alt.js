/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Moderation_Mo_Photo_AltInputs */

const en_moderation_mo_photo_alt = /** @type {(inputs: Moderation_Mo_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New photo of ${i?.name}`)
};

const es_moderation_mo_photo_alt = /** @type {(inputs: Moderation_Mo_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto nueva de ${i?.name}`)
};

const fr_moderation_mo_photo_alt = /** @type {(inputs: Moderation_Mo_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvelle photo de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "New photo of {name}" |
*
* @param {Moderation_Mo_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_photo_alt = /** @type {((inputs: Moderation_Mo_Photo_AltInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Photo_AltInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_photo_alt(inputs)
	if (locale === "fr") return fr_moderation_mo_photo_alt(inputs)
	return en_moderation_mo_photo_alt(inputs)
});