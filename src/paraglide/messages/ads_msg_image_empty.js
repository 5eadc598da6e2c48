/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Image_EmptyInputs */

const en_ads_msg_image_empty = /** @type {(inputs: Ads_Msg_Image_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image is empty. Please choose another file.`)
};

const es_ads_msg_image_empty = /** @type {(inputs: Ads_Msg_Image_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La imagen está vacía. Elige otro archivo.`)
};

const fr_ads_msg_image_empty = /** @type {(inputs: Ads_Msg_Image_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’image est vide. Veuillez choisir un autre fichier.`)
};

/**
* | output |
* | --- |
* | "The image is empty. Please choose another file." |
*
* @param {Ads_Msg_Image_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_image_empty = /** @type {((inputs?: Ads_Msg_Image_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Image_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_image_empty(inputs)
	if (locale === "fr") return fr_ads_msg_image_empty(inputs)
	return en_ads_msg_image_empty(inputs)
});