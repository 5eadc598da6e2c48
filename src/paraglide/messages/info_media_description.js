/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_DescriptionInputs */

const en_info_media_description = /** @type {(inputs: Info_Media_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press kit, Harlem fact sheet, executive bio, images and media contacts for journalists and producers covering Harlem and the Harlem Guide.`)
};

const es_info_media_description = /** @type {(inputs: Info_Media_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kit de prensa, ficha informativa de Harlem, biografía de la dirección, imágenes y contactos de prensa para periodistas y productores que cubren Harlem y la guía de Harlem.`)
};

const fr_info_media_description = /** @type {(inputs: Info_Media_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dossier de presse, fiche d’information sur Harlem, biographie de la direction, images et contacts presse pour les journalistes et producteurs qui couvrent Harlem et le guide de Harlem.`)
};

/**
* | output |
* | --- |
* | "Press kit, Harlem fact sheet, executive bio, images and media contacts for journalists and producers covering Harlem and the Harlem Guide." |
*
* @param {Info_Media_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_description = /** @type {((inputs?: Info_Media_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_description(inputs)
	if (locale === "fr") return fr_info_media_description(inputs)
	return en_info_media_description(inputs)
});