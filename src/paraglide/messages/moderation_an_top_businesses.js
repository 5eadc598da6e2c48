/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Top_BusinessesInputs */

const en_moderation_an_top_businesses = /** @type {(inputs: Moderation_An_Top_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most viewed businesses`)
};

const es_moderation_an_top_businesses = /** @type {(inputs: Moderation_An_Top_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocios más vistos`)
};

const fr_moderation_an_top_businesses = /** @type {(inputs: Moderation_An_Top_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerces les plus consultés`)
};

/**
* | output |
* | --- |
* | "Most viewed businesses" |
*
* @param {Moderation_An_Top_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_top_businesses = /** @type {((inputs?: Moderation_An_Top_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Top_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_top_businesses(inputs)
	if (locale === "fr") return fr_moderation_an_top_businesses(inputs)
	return en_moderation_an_top_businesses(inputs)
});