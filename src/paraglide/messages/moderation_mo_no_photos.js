/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_No_PhotosInputs */

const en_moderation_mo_no_photos = /** @type {(inputs: Moderation_Mo_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No new photos to look at.`)
};

const es_moderation_mo_no_photos = /** @type {(inputs: Moderation_Mo_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay fotos nuevas que revisar.`)
};

const fr_moderation_mo_no_photos = /** @type {(inputs: Moderation_Mo_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune nouvelle photo à examiner.`)
};

/**
* | output |
* | --- |
* | "No new photos to look at." |
*
* @param {Moderation_Mo_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_no_photos = /** @type {((inputs?: Moderation_Mo_No_PhotosInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_No_PhotosInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_no_photos(inputs)
	if (locale === "fr") return fr_moderation_mo_no_photos(inputs)
	return en_moderation_mo_no_photos(inputs)
});