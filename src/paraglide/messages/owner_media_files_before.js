/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Media_Files_BeforeInputs */

const en_owner_media_files_before = /** @type {(inputs: Owner_Media_Files_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menus, flyers and other files for the guide's team go through the `)
};

const es_owner_media_files_before = /** @type {(inputs: Owner_Media_Files_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los menús, volantes y otros archivos para el equipo de la guía se envían desde el `)
};

const fr_owner_media_files_before = /** @type {(inputs: Owner_Media_Files_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les menus, flyers et autres fichiers destinés à l’équipe du guide passent par le `)
};

/**
* | output |
* | --- |
* | "Menus, flyers and other files for the guide's team go through the" |
*
* @param {Owner_Media_Files_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_media_files_before = /** @type {((inputs?: Owner_Media_Files_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Media_Files_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_media_files_before(inputs)
	if (locale === "fr") return fr_owner_media_files_before(inputs)
	return en_owner_media_files_before(inputs)
});