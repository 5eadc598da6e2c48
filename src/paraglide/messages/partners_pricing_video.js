/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_VideoInputs */

const en_partners_pricing_video = /** @type {(inputs: Partners_Pricing_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video uploads`)
};

const es_partners_pricing_video = /** @type {(inputs: Partners_Pricing_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subida de videos`)
};

const fr_partners_pricing_video = /** @type {(inputs: Partners_Pricing_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise en ligne de vidéos`)
};

/**
* | output |
* | --- |
* | "Video uploads" |
*
* @param {Partners_Pricing_VideoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_video = /** @type {((inputs?: Partners_Pricing_VideoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_VideoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_video(inputs)
	if (locale === "fr") return fr_partners_pricing_video(inputs)
	return en_partners_pricing_video(inputs)
});