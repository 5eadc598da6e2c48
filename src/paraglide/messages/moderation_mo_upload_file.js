/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Upload_FileInputs */

const en_moderation_mo_upload_file = /** @type {(inputs: Moderation_Mo_Upload_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the file`)
};

const es_moderation_mo_upload_file = /** @type {(inputs: Moderation_Mo_Upload_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el archivo`)
};

const fr_moderation_mo_upload_file = /** @type {(inputs: Moderation_Mo_Upload_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le fichier`)
};

/**
* | output |
* | --- |
* | "Open the file" |
*
* @param {Moderation_Mo_Upload_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_upload_file = /** @type {((inputs?: Moderation_Mo_Upload_FileInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Upload_FileInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_upload_file(inputs)
	if (locale === "fr") return fr_moderation_mo_upload_file(inputs)
	return en_moderation_mo_upload_file(inputs)
});