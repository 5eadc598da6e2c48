/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Not_Your_BusinessInputs */

const en_media_error_not_your_business = /** @type {(inputs: Media_Error_Not_Your_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only manage your own business.`)
};

const es_media_error_not_your_business = /** @type {(inputs: Media_Error_Not_Your_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puedes administrar tu propio negocio.`)
};

const fr_media_error_not_your_business = /** @type {(inputs: Media_Error_Not_Your_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez gérer que votre propre commerce.`)
};

/**
* | output |
* | --- |
* | "You can only manage your own business." |
*
* @param {Media_Error_Not_Your_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_not_your_business = /** @type {((inputs?: Media_Error_Not_Your_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Not_Your_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_not_your_business(inputs)
	if (locale === "fr") return fr_media_error_not_your_business(inputs)
	return en_media_error_not_your_business(inputs)
});