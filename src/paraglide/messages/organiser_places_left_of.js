/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown>, places: NonNullable<unknown> }} Organiser_Places_Left_OfInputs */

const en_organiser_places_left_of = /** @type {(inputs: Organiser_Places_Left_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.left} of ${i?.places} left`)
};

const es_organiser_places_left_of = /** @type {(inputs: Organiser_Places_Left_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quedan ${i?.left} de ${i?.places}`)
};

const fr_organiser_places_left_of = /** @type {(inputs: Organiser_Places_Left_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reste ${i?.left} sur ${i?.places}`)
};

/**
* | output |
* | --- |
* | "{left} of {places} left" |
*
* @param {Organiser_Places_Left_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_places_left_of = /** @type {((inputs: Organiser_Places_Left_OfInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Places_Left_OfInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_places_left_of(inputs)
	if (locale === "fr") return fr_organiser_places_left_of(inputs)
	return en_organiser_places_left_of(inputs)
});