/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Field_StartInputs */

const en_organiser_field_start = /** @type {(inputs: Organiser_Field_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

const es_organiser_field_start = /** @type {(inputs: Organiser_Field_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de inicio`)
};

const fr_organiser_field_start = /** @type {(inputs: Organiser_Field_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de début`)
};

/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Organiser_Field_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_field_start = /** @type {((inputs?: Organiser_Field_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Field_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_field_start(inputs)
	if (locale === "fr") return fr_organiser_field_start(inputs)
	return en_organiser_field_start(inputs)
});