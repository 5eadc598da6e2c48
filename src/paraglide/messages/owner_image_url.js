/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Image_UrlInputs */

const en_owner_image_url = /** @type {(inputs: Owner_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image URL`)
};

const es_owner_image_url = /** @type {(inputs: Owner_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL de la imagen`)
};

const fr_owner_image_url = /** @type {(inputs: Owner_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL de l’image`)
};

/**
* | output |
* | --- |
* | "Image URL" |
*
* @param {Owner_Image_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_image_url = /** @type {((inputs?: Owner_Image_UrlInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Image_UrlInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_image_url(inputs)
	if (locale === "fr") return fr_owner_image_url(inputs)
	return en_owner_image_url(inputs)
});