/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Access_YesInputs */

const en_media_access_yes = /** @type {(inputs: Media_Access_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

const es_media_access_yes = /** @type {(inputs: Media_Access_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disponible`)
};

const fr_media_access_yes = /** @type {(inputs: Media_Access_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui`)
};

/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Media_Access_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_access_yes = /** @type {((inputs?: Media_Access_YesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Access_YesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_access_yes(inputs)
	if (locale === "fr") return fr_media_access_yes(inputs)
	return en_media_access_yes(inputs)
});