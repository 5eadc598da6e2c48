/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Title_RequiredInputs */

const en_media_error_title_required = /** @type {(inputs: Media_Error_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title is required`)
};

const es_media_error_title_required = /** @type {(inputs: Media_Error_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El título es obligatorio`)
};

const fr_media_error_title_required = /** @type {(inputs: Media_Error_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre est obligatoire`)
};

/**
* | output |
* | --- |
* | "Title is required" |
*
* @param {Media_Error_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_title_required = /** @type {((inputs?: Media_Error_Title_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Title_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_title_required(inputs)
	if (locale === "fr") return fr_media_error_title_required(inputs)
	return en_media_error_title_required(inputs)
});