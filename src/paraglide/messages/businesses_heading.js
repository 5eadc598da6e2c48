/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_HeadingInputs */

const en_businesses_heading = /** @type {(inputs: Businesses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Business Directory`)
};

const es_businesses_heading = /** @type {(inputs: Businesses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directorio de negocios de Harlem`)
};

const fr_businesses_heading = /** @type {(inputs: Businesses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuaire des adresses de Harlem`)
};

/**
* | output |
* | --- |
* | "Harlem Business Directory" |
*
* @param {Businesses_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_heading = /** @type {((inputs?: Businesses_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_heading(inputs)
	if (locale === "fr") return fr_businesses_heading(inputs)
	return en_businesses_heading(inputs)
});