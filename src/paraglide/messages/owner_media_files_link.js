/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Media_Files_LinkInputs */

const en_owner_media_files_link = /** @type {(inputs: Owner_Media_Files_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Center`)
};

const es_owner_media_files_link = /** @type {(inputs: Owner_Media_Files_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro de archivos`)
};

const fr_owner_media_files_link = /** @type {(inputs: Owner_Media_Files_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre de dépôt`)
};

/**
* | output |
* | --- |
* | "Upload Center" |
*
* @param {Owner_Media_Files_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_media_files_link = /** @type {((inputs?: Owner_Media_Files_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Media_Files_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_media_files_link(inputs)
	if (locale === "fr") return fr_owner_media_files_link(inputs)
	return en_owner_media_files_link(inputs)
});