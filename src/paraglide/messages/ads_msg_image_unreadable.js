/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Image_UnreadableInputs */

const en_ads_msg_image_unreadable = /** @type {(inputs: Ads_Msg_Image_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This image could not be read. Please upload another file (at most 50 megapixels).`)
};

const es_ads_msg_image_unreadable = /** @type {(inputs: Ads_Msg_Image_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer esta imagen. Sube otro archivo (50 megapíxeles como máximo).`)
};

const fr_ads_msg_image_unreadable = /** @type {(inputs: Ads_Msg_Image_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette image est illisible. Veuillez envoyer un autre fichier (50 mégapixels au plus).`)
};

/**
* | output |
* | --- |
* | "This image could not be read. Please upload another file (at most 50 megapixels)." |
*
* @param {Ads_Msg_Image_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_image_unreadable = /** @type {((inputs?: Ads_Msg_Image_UnreadableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Image_UnreadableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_image_unreadable(inputs)
	if (locale === "fr") return fr_ads_msg_image_unreadable(inputs)
	return en_ads_msg_image_unreadable(inputs)
});