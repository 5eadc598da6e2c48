/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Media_Uploads_YoursInputs */

const en_media_uploads_yours = /** @type {(inputs: Media_Uploads_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your uploads (${i?.count})`)
};

const es_media_uploads_yours = /** @type {(inputs: Media_Uploads_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus archivos (${i?.count})`)
};

const fr_media_uploads_yours = /** @type {(inputs: Media_Uploads_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos envois (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Your uploads ({count})" |
*
* @param {Media_Uploads_YoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_yours = /** @type {((inputs: Media_Uploads_YoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_YoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_yours(inputs)
	if (locale === "fr") return fr_media_uploads_yours(inputs)
	return en_media_uploads_yours(inputs)
});