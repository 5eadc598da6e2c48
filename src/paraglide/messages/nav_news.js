/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_NewsInputs */

const en_nav_news = /** @type {(inputs: Nav_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`News`)
};

const es_nav_news = /** @type {(inputs: Nav_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noticias`)
};

const fr_nav_news = /** @type {(inputs: Nav_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualités`)
};

/**
* | output |
* | --- |
* | "News" |
*
* @param {Nav_NewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_news = /** @type {((inputs?: Nav_NewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_NewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_news(inputs)
	if (locale === "fr") return fr_nav_news(inputs)
	return en_nav_news(inputs)
});