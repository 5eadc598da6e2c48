/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Not_ImageInputs */

const en_ads_msg_not_image = /** @type {(inputs: Ads_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please upload an image file (JPEG, PNG, WebP or GIF).`)
};

const es_ads_msg_not_image = /** @type {(inputs: Ads_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sube un archivo de imagen (JPEG, PNG, WebP o GIF).`)
};

const fr_ads_msg_not_image = /** @type {(inputs: Ads_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez envoyer une image (JPEG, PNG, WebP ou GIF).`)
};

/**
* | output |
* | --- |
* | "Please upload an image file (JPEG, PNG, WebP or GIF)." |
*
* @param {Ads_Msg_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_not_image = /** @type {((inputs?: Ads_Msg_Not_ImageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Not_ImageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_not_image(inputs)
	if (locale === "fr") return fr_ads_msg_not_image(inputs)
	return en_ads_msg_not_image(inputs)
});