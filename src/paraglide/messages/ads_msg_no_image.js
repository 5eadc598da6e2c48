/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_No_ImageInputs */

const en_ads_msg_no_image = /** @type {(inputs: Ads_Msg_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file selected – Please select a photo to upload`)
};

const es_ads_msg_no_image = /** @type {(inputs: Ads_Msg_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún archivo seleccionado: elige una foto para subir`)
};

const fr_ads_msg_no_image = /** @type {(inputs: Ads_Msg_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun fichier choisi : veuillez choisir une photo à envoyer`)
};

/**
* | output |
* | --- |
* | "No file selected – Please select a photo to upload" |
*
* @param {Ads_Msg_No_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_no_image = /** @type {((inputs?: Ads_Msg_No_ImageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_No_ImageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_no_image(inputs)
	if (locale === "fr") return fr_ads_msg_no_image(inputs)
	return en_ads_msg_no_image(inputs)
});