/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Places_Prop_Photo_AltInputs */

const en_places_prop_photo_alt = /** @type {(inputs: Places_Prop_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Illustration of ${i?.title}`)
};

const es_places_prop_photo_alt = /** @type {(inputs: Places_Prop_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ilustración de ${i?.title}`)
};

const fr_places_prop_photo_alt = /** @type {(inputs: Places_Prop_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Illustration : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Illustration of {title}" |
*
* @param {Places_Prop_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_photo_alt = /** @type {((inputs: Places_Prop_Photo_AltInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Photo_AltInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_photo_alt(inputs)
	if (locale === "fr") return fr_places_prop_photo_alt(inputs)
	return en_places_prop_photo_alt(inputs)
});