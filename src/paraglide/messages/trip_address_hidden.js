/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Address_HiddenInputs */

const en_trip_address_hidden = /** @type {(inputs: Trip_Address_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address: `)
};

const es_trip_address_hidden = /** @type {(inputs: Trip_Address_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección: `)
};

const fr_trip_address_hidden = /** @type {(inputs: Trip_Address_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse : `)
};

/**
* | output |
* | --- |
* | "Address:" |
*
* @param {Trip_Address_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_address_hidden = /** @type {((inputs?: Trip_Address_HiddenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Address_HiddenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_address_hidden(inputs)
	if (locale === "fr") return fr_trip_address_hidden(inputs)
	return en_trip_address_hidden(inputs)
});