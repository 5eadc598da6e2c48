/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Subject_BrollInputs */

const en_info_media_subject_broll = /** @type {(inputs: Info_Media_Subject_BrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`B-roll request`)
};

const es_info_media_subject_broll = /** @type {(inputs: Info_Media_Subject_BrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de B-roll`)
};

const fr_info_media_subject_broll = /** @type {(inputs: Info_Media_Subject_BrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de B-roll`)
};

/**
* | output |
* | --- |
* | "B-roll request" |
*
* @param {Info_Media_Subject_BrollInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_subject_broll = /** @type {((inputs?: Info_Media_Subject_BrollInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Subject_BrollInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_subject_broll(inputs)
	if (locale === "fr") return fr_info_media_subject_broll(inputs)
	return en_info_media_subject_broll(inputs)
});