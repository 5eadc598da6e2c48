/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Field_EndInputs */

const en_organiser_field_end = /** @type {(inputs: Organiser_Field_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End time`)
};

const es_organiser_field_end = /** @type {(inputs: Organiser_Field_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de fin`)
};

const fr_organiser_field_end = /** @type {(inputs: Organiser_Field_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de fin`)
};

/**
* | output |
* | --- |
* | "End time" |
*
* @param {Organiser_Field_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_field_end = /** @type {((inputs?: Organiser_Field_EndInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Field_EndInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_field_end(inputs)
	if (locale === "fr") return fr_organiser_field_end(inputs)
	return en_organiser_field_end(inputs)
});