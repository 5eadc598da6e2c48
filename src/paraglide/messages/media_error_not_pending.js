/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Not_PendingInputs */

const en_media_error_not_pending = /** @type {(inputs: Media_Error_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This upload is already paid for.`)
};

const es_media_error_not_pending = /** @type {(inputs: Media_Error_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo ya está pagado.`)
};

const fr_media_error_not_pending = /** @type {(inputs: Media_Error_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet envoi est déjà payé.`)
};

/**
* | output |
* | --- |
* | "This upload is already paid for." |
*
* @param {Media_Error_Not_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_not_pending = /** @type {((inputs?: Media_Error_Not_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Not_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_not_pending(inputs)
	if (locale === "fr") return fr_media_error_not_pending(inputs)
	return en_media_error_not_pending(inputs)
});