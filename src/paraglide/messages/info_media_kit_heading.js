/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Kit_HeadingInputs */

const en_info_media_kit_heading = /** @type {(inputs: Info_Media_Kit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media kit`)
};

const es_info_media_kit_heading = /** @type {(inputs: Info_Media_Kit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Materiales para medios`)
};

const fr_info_media_kit_heading = /** @type {(inputs: Info_Media_Kit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kit média`)
};

/**
* | output |
* | --- |
* | "Media kit" |
*
* @param {Info_Media_Kit_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_kit_heading = /** @type {((inputs?: Info_Media_Kit_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Kit_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_kit_heading(inputs)
	if (locale === "fr") return fr_info_media_kit_heading(inputs)
	return en_info_media_kit_heading(inputs)
});