/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Media_Files_BeforeInputs */

const en_owner_media_files_before = /** @type {(inputs: Owner_Media_Files_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid showcase uploads (photos, videos, menus, flyers), published on your page after our review, go through the `)
};

const es_owner_media_files_before = /** @type {(inputs: Owner_Media_Files_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las cargas pagadas para el escaparate (fotos, videos, menús, volantes), que se publican en tu página tras nuestra revisión, se envían desde el `)
};

const fr_owner_media_files_before = /** @type {(inputs: Owner_Media_Files_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les dépôts payants pour la vitrine (photos, vidéos, menus, flyers), publiés sur votre page après notre vérification, passent par le `)
};

/**
* | output |
* | --- |
* | "Paid showcase uploads (photos, videos, menus, flyers), published on your page after our review, go through the" |
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