/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Location_PlaceholderInputs */

const en_organiser_location_placeholder = /** @type {(inputs: Organiser_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your business's address`)
};

const es_organiser_location_placeholder = /** @type {(inputs: Organiser_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de tu negocio`)
};

const fr_organiser_location_placeholder = /** @type {(inputs: Organiser_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse de votre établissement`)
};

/**
* | output |
* | --- |
* | "Your business's address" |
*
* @param {Organiser_Location_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_location_placeholder = /** @type {((inputs?: Organiser_Location_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Location_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_location_placeholder(inputs)
	if (locale === "fr") return fr_organiser_location_placeholder(inputs)
	return en_organiser_location_placeholder(inputs)
});