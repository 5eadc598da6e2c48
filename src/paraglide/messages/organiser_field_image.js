/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Field_ImageInputs */

const en_organiser_field_image = /** @type {(inputs: Organiser_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image URL`)
};

const es_organiser_field_image = /** @type {(inputs: Organiser_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL de la imagen`)
};

const fr_organiser_field_image = /** @type {(inputs: Organiser_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL de l’image`)
};

/**
* | output |
* | --- |
* | "Image URL" |
*
* @param {Organiser_Field_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_field_image = /** @type {((inputs?: Organiser_Field_ImageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Field_ImageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_field_image(inputs)
	if (locale === "fr") return fr_organiser_field_image(inputs)
	return en_organiser_field_image(inputs)
});