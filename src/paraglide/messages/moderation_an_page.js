/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_PageInputs */

const en_moderation_an_page = /** @type {(inputs: Moderation_An_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page`)
};

const es_moderation_an_page = /** @type {(inputs: Moderation_An_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página`)
};

const fr_moderation_an_page = /** @type {(inputs: Moderation_An_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche`)
};

/**
* | output |
* | --- |
* | "Page" |
*
* @param {Moderation_An_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_page = /** @type {((inputs?: Moderation_An_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_page(inputs)
	if (locale === "fr") return fr_moderation_an_page(inputs)
	return en_moderation_an_page(inputs)
});