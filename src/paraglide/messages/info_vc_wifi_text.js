/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Wifi_TextInputs */

const en_info_vc_wifi_text = /** @type {(inputs: Info_Vc_Wifi_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`while you plan.`)
};

const es_info_vc_wifi_text = /** @type {(inputs: Info_Vc_Wifi_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mientras planificas.`)
};

const fr_info_vc_wifi_text = /** @type {(inputs: Info_Vc_Wifi_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le temps de préparer votre journée.`)
};

/**
* | output |
* | --- |
* | "while you plan." |
*
* @param {Info_Vc_Wifi_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_wifi_text = /** @type {((inputs?: Info_Vc_Wifi_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Wifi_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_wifi_text(inputs)
	if (locale === "fr") return fr_info_vc_wifi_text(inputs)
	return en_info_vc_wifi_text(inputs)
});