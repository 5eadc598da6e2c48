/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Video_ContentInputs */

const en_owner_video_content = /** @type {(inputs: Owner_Video_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Content`)
};

const es_owner_video_content = /** @type {(inputs: Owner_Video_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido en video`)
};

const fr_owner_video_content = /** @type {(inputs: Owner_Video_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu vidéo`)
};

/**
* | output |
* | --- |
* | "Video Content" |
*
* @param {Owner_Video_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_video_content = /** @type {((inputs?: Owner_Video_ContentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Video_ContentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_video_content(inputs)
	if (locale === "fr") return fr_owner_video_content(inputs)
	return en_owner_video_content(inputs)
});