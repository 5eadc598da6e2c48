/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Access_LegendInputs */

const en_media_access_legend = /** @type {(inputs: Media_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibility`)
};

const es_media_access_legend = /** @type {(inputs: Media_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesibilidad`)
};

const fr_media_access_legend = /** @type {(inputs: Media_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibilité`)
};

/**
* | output |
* | --- |
* | "Accessibility" |
*
* @param {Media_Access_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_access_legend = /** @type {((inputs?: Media_Access_LegendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Access_LegendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_access_legend(inputs)
	if (locale === "fr") return fr_media_access_legend(inputs)
	return en_media_access_legend(inputs)
});