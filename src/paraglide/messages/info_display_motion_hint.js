/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_Motion_HintInputs */

const en_info_display_motion_hint = /** @type {(inputs: Info_Display_Motion_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No slideshows turning, no sliding panels or animations.`)
};

const es_info_display_motion_hint = /** @type {(inputs: Info_Display_Motion_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin presentaciones que giran, sin paneles que se deslizan ni animaciones.`)
};

const fr_info_display_motion_hint = /** @type {(inputs: Info_Display_Motion_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de diaporama qui défile, pas de panneaux glissants ni d’animations.`)
};

/**
* | output |
* | --- |
* | "No slideshows turning, no sliding panels or animations." |
*
* @param {Info_Display_Motion_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_motion_hint = /** @type {((inputs?: Info_Display_Motion_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_Motion_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_motion_hint(inputs)
	if (locale === "fr") return fr_info_display_motion_hint(inputs)
	return en_info_display_motion_hint(inputs)
});