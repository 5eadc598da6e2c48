/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_About_NameInputs */

const en_businesses_about_name = /** @type {(inputs: Businesses_About_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.name}`)
};

const es_businesses_about_name = /** @type {(inputs: Businesses_About_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sobre ${i?.name}`)
};

const fr_businesses_about_name = /** @type {(inputs: Businesses_About_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "About {name}" |
*
* @param {Businesses_About_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_about_name = /** @type {((inputs: Businesses_About_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_About_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_about_name(inputs)
	if (locale === "fr") return fr_businesses_about_name(inputs)
	return en_businesses_about_name(inputs)
});