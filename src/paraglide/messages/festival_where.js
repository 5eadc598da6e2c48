/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_WhereInputs */

const en_festival_where = /** @type {(inputs: Festival_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where: `)
};

const es_festival_where = /** @type {(inputs: Festival_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde: `)
};

const fr_festival_where = /** @type {(inputs: Festival_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu : `)
};

/**
* | output |
* | --- |
* | "Where:" |
*
* @param {Festival_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_where = /** @type {((inputs?: Festival_WhereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_WhereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_where(inputs)
	if (locale === "fr") return fr_festival_where(inputs)
	return en_festival_where(inputs)
});