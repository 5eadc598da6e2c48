/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Wifi_LabelInputs */

const en_info_vc_wifi_label = /** @type {(inputs: Info_Vc_Wifi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free Wi-Fi, phone charging and a quiet place to sit`)
};

const es_info_vc_wifi_label = /** @type {(inputs: Info_Vc_Wifi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wi-Fi gratis, carga de teléfonos y un lugar tranquilo para sentarte`)
};

const fr_info_vc_wifi_label = /** @type {(inputs: Info_Vc_Wifi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wi-Fi gratuit, recharge de téléphone et un coin tranquille pour s’asseoir`)
};

/**
* | output |
* | --- |
* | "Free Wi-Fi, phone charging and a quiet place to sit" |
*
* @param {Info_Vc_Wifi_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_wifi_label = /** @type {((inputs?: Info_Vc_Wifi_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Wifi_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_wifi_label(inputs)
	if (locale === "fr") return fr_info_vc_wifi_label(inputs)
	return en_info_vc_wifi_label(inputs)
});