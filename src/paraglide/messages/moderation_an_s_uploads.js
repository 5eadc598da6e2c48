/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_S_UploadsInputs */

const en_moderation_an_s_uploads = /** @type {(inputs: Moderation_An_S_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploads`)
};

const es_moderation_an_s_uploads = /** @type {(inputs: Moderation_An_S_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subidas de archivos`)
};

const fr_moderation_an_s_uploads = /** @type {(inputs: Moderation_An_S_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléversements`)
};

/**
* | output |
* | --- |
* | "Uploads" |
*
* @param {Moderation_An_S_UploadsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_s_uploads = /** @type {((inputs?: Moderation_An_S_UploadsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_S_UploadsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_s_uploads(inputs)
	if (locale === "fr") return fr_moderation_an_s_uploads(inputs)
	return en_moderation_an_s_uploads(inputs)
});