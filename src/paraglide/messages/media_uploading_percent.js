/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Media_Uploading_PercentInputs */

const en_media_uploading_percent = /** @type {(inputs: Media_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading… ${i?.percent}%`)
};

const es_media_uploading_percent = /** @type {(inputs: Media_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subiendo… ${i?.percent} %`)
};

const fr_media_uploading_percent = /** @type {(inputs: Media_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoi en cours… ${i?.percent} %`)
};

/**
* | output |
* | --- |
* | "Uploading… {percent}%" |
*
* @param {Media_Uploading_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploading_percent = /** @type {((inputs: Media_Uploading_PercentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploading_PercentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploading_percent(inputs)
	if (locale === "fr") return fr_media_uploading_percent(inputs)
	return en_media_uploading_percent(inputs)
});