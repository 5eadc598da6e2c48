/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Field_CapacityInputs */

const en_organiser_field_capacity = /** @type {(inputs: Organiser_Field_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum capacity *`)
};

const es_organiser_field_capacity = /** @type {(inputs: Organiser_Field_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cupo máximo *`)
};

const fr_organiser_field_capacity = /** @type {(inputs: Organiser_Field_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacité maximale *`)
};

/**
* | output |
* | --- |
* | "Maximum capacity *" |
*
* @param {Organiser_Field_CapacityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_field_capacity = /** @type {((inputs?: Organiser_Field_CapacityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Field_CapacityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_field_capacity(inputs)
	if (locale === "fr") return fr_organiser_field_capacity(inputs)
	return en_organiser_field_capacity(inputs)
});