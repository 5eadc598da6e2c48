/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_ArchiveInputs */

const en_moderation_in_archive = /** @type {(inputs: Moderation_In_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive`)
};

const es_moderation_in_archive = /** @type {(inputs: Moderation_In_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivar`)
};

const fr_moderation_in_archive = /** @type {(inputs: Moderation_In_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiver`)
};

/**
* | output |
* | --- |
* | "Archive" |
*
* @param {Moderation_In_ArchiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_archive = /** @type {((inputs?: Moderation_In_ArchiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_ArchiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_archive(inputs)
	if (locale === "fr") return fr_moderation_in_archive(inputs)
	return en_moderation_in_archive(inputs)
});