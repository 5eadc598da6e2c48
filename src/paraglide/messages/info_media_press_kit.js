/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Press_KitInputs */

const en_info_media_press_kit = /** @type {(inputs: Info_Media_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press kit`)
};

const es_info_media_press_kit = /** @type {(inputs: Info_Media_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kit de prensa`)
};

const fr_info_media_press_kit = /** @type {(inputs: Info_Media_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dossier de presse`)
};

/**
* | output |
* | --- |
* | "Press kit" |
*
* @param {Info_Media_Press_KitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_press_kit = /** @type {((inputs?: Info_Media_Press_KitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Press_KitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_press_kit(inputs)
	if (locale === "fr") return fr_info_media_press_kit(inputs)
	return en_info_media_press_kit(inputs)
});