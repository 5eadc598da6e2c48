/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Field_PriceInputs */

const en_organiser_field_price = /** @type {(inputs: Organiser_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const es_organiser_field_price = /** @type {(inputs: Organiser_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

const fr_organiser_field_price = /** @type {(inputs: Organiser_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Organiser_Field_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_field_price = /** @type {((inputs?: Organiser_Field_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Field_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_field_price(inputs)
	if (locale === "fr") return fr_organiser_field_price(inputs)
	return en_organiser_field_price(inputs)
});