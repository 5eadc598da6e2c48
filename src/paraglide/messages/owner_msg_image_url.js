/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Image_UrlInputs */

const en_owner_msg_image_url = /** @type {(inputs: Owner_Msg_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image URL must be a web address (https://...) or a path on this site`)
};

const es_owner_msg_image_url = /** @type {(inputs: Owner_Msg_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La URL de la imagen debe ser una dirección web (https://...) o una ruta de este sitio`)
};

const fr_owner_msg_image_url = /** @type {(inputs: Owner_Msg_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’URL de l’image doit être une adresse web (https://...) ou un chemin de ce site`)
};

/**
* | output |
* | --- |
* | "Image URL must be a web address (https://...) or a path on this site" |
*
* @param {Owner_Msg_Image_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_image_url = /** @type {((inputs?: Owner_Msg_Image_UrlInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Image_UrlInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_image_url(inputs)
	if (locale === "fr") return fr_owner_msg_image_url(inputs)
	return en_owner_msg_image_url(inputs)
});