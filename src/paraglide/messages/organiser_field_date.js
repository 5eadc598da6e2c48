/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Field_DateInputs */

const en_organiser_field_date = /** @type {(inputs: Organiser_Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date *`)
};

const es_organiser_field_date = /** @type {(inputs: Organiser_Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha *`)
};

const fr_organiser_field_date = /** @type {(inputs: Organiser_Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de l’événement *`)
};

/**
* | output |
* | --- |
* | "Date *" |
*
* @param {Organiser_Field_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_field_date = /** @type {((inputs?: Organiser_Field_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Field_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_field_date(inputs)
	if (locale === "fr") return fr_organiser_field_date(inputs)
	return en_organiser_field_date(inputs)
});