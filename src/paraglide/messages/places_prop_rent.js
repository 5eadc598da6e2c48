/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_RentInputs */

const en_places_prop_rent = /** @type {(inputs: Places_Prop_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rent`)
};

const es_places_prop_rent = /** @type {(inputs: Places_Prop_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alquiler`)
};

const fr_places_prop_rent = /** @type {(inputs: Places_Prop_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loyer`)
};

/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Places_Prop_RentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_rent = /** @type {((inputs?: Places_Prop_RentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_RentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_rent(inputs)
	if (locale === "fr") return fr_places_prop_rent(inputs)
	return en_places_prop_rent(inputs)
});