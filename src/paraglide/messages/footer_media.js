/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_MediaInputs */

const en_footer_media = /** @type {(inputs: Footer_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media`)
};

const es_footer_media = /** @type {(inputs: Footer_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prensa`)
};

const fr_footer_media = /** @type {(inputs: Footer_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presse`)
};

/**
* | output |
* | --- |
* | "Media" |
*
* @param {Footer_MediaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_media = /** @type {((inputs?: Footer_MediaInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_MediaInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_media(inputs)
	if (locale === "fr") return fr_footer_media(inputs)
	return en_footer_media(inputs)
});