/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Press_KitInputs */

const en_info_download_press_kit = /** @type {(inputs: Info_Download_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press Kit`)
};

const es_info_download_press_kit = /** @type {(inputs: Info_Download_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kit de prensa`)
};

const fr_info_download_press_kit = /** @type {(inputs: Info_Download_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dossier de presse`)
};

/**
* | output |
* | --- |
* | "Press Kit" |
*
* @param {Info_Download_Press_KitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_press_kit = /** @type {((inputs?: Info_Download_Press_KitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Press_KitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_press_kit(inputs)
	if (locale === "fr") return fr_info_download_press_kit(inputs)
	return en_info_download_press_kit(inputs)
});