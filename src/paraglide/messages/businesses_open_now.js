/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Open_NowInputs */

const en_businesses_open_now = /** @type {(inputs: Businesses_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open now`)
};

const es_businesses_open_now = /** @type {(inputs: Businesses_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierto ahora`)
};

const fr_businesses_open_now = /** @type {(inputs: Businesses_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert maintenant`)
};

/**
* | output |
* | --- |
* | "Open now" |
*
* @param {Businesses_Open_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_open_now = /** @type {((inputs?: Businesses_Open_NowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Open_NowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_open_now(inputs)
	if (locale === "fr") return fr_businesses_open_now(inputs)
	return en_businesses_open_now(inputs)
});