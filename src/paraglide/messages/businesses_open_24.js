/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Open_24Inputs */

const en_businesses_open_24 = /** @type {(inputs: Businesses_Open_24Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open 24 hours`)
};

const es_businesses_open_24 = /** @type {(inputs: Businesses_Open_24Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierto las 24 horas`)
};

const fr_businesses_open_24 = /** @type {(inputs: Businesses_Open_24Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert 24 h/24`)
};

/**
* | output |
* | --- |
* | "Open 24 hours" |
*
* @param {Businesses_Open_24Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_open_24 = /** @type {((inputs?: Businesses_Open_24Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Open_24Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_open_24(inputs)
	if (locale === "fr") return fr_businesses_open_24(inputs)
	return en_businesses_open_24(inputs)
});