/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_WhereInputs */

const en_organiser_where = /** @type {(inputs: Organiser_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const es_organiser_where = /** @type {(inputs: Organiser_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde`)
};

const fr_organiser_where = /** @type {(inputs: Organiser_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Organiser_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_where = /** @type {((inputs?: Organiser_WhereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_WhereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_where(inputs)
	if (locale === "fr") return fr_organiser_where(inputs)
	return en_organiser_where(inputs)
});