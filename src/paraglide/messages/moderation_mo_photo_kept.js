/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Photo_KeptInputs */

const en_moderation_mo_photo_kept = /** @type {(inputs: Moderation_Mo_Photo_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo stays in the gallery.`)
};

const es_moderation_mo_photo_kept = /** @type {(inputs: Moderation_Mo_Photo_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La foto se queda en la galería.`)
};

const fr_moderation_mo_photo_kept = /** @type {(inputs: Moderation_Mo_Photo_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La photo reste dans la galerie.`)
};

/**
* | output |
* | --- |
* | "The photo stays in the gallery." |
*
* @param {Moderation_Mo_Photo_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_photo_kept = /** @type {((inputs?: Moderation_Mo_Photo_KeptInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Photo_KeptInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_photo_kept(inputs)
	if (locale === "fr") return fr_moderation_mo_photo_kept(inputs)
	return en_moderation_mo_photo_kept(inputs)
});