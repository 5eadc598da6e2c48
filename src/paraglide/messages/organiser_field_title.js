/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Field_TitleInputs */

const en_organiser_field_title = /** @type {(inputs: Organiser_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event title *`)
};

const es_organiser_field_title = /** @type {(inputs: Organiser_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título del evento *`)
};

const fr_organiser_field_title = /** @type {(inputs: Organiser_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre de l’événement *`)
};

/**
* | output |
* | --- |
* | "Event title *" |
*
* @param {Organiser_Field_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_field_title = /** @type {((inputs?: Organiser_Field_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Field_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_field_title(inputs)
	if (locale === "fr") return fr_organiser_field_title(inputs)
	return en_organiser_field_title(inputs)
});