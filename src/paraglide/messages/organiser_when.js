/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_WhenInputs */

const en_organiser_when = /** @type {(inputs: Organiser_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const es_organiser_when = /** @type {(inputs: Organiser_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

const fr_organiser_when = /** @type {(inputs: Organiser_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Organiser_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_when = /** @type {((inputs?: Organiser_WhenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_WhenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_when(inputs)
	if (locale === "fr") return fr_organiser_when(inputs)
	return en_organiser_when(inputs)
});