/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_MotionInputs */

const en_info_display_motion = /** @type {(inputs: Info_Display_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reduce motion`)
};

const es_info_display_motion = /** @type {(inputs: Info_Display_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reducir el movimiento`)
};

const fr_info_display_motion = /** @type {(inputs: Info_Display_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réduire les animations`)
};

/**
* | output |
* | --- |
* | "Reduce motion" |
*
* @param {Info_Display_MotionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_motion = /** @type {((inputs?: Info_Display_MotionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_MotionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_motion(inputs)
	if (locale === "fr") return fr_info_display_motion(inputs)
	return en_info_display_motion(inputs)
});