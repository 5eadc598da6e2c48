/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Try_AgainInputs */

const en_media_try_again = /** @type {(inputs: Media_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again.`)
};

const es_media_try_again = /** @type {(inputs: Media_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtalo de nuevo.`)
};

const fr_media_try_again = /** @type {(inputs: Media_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Please try again." |
*
* @param {Media_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_try_again = /** @type {((inputs?: Media_Try_AgainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Try_AgainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_try_again(inputs)
	if (locale === "fr") return fr_media_try_again(inputs)
	return en_media_try_again(inputs)
});