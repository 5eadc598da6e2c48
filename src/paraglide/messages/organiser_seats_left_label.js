/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Seats_Left_LabelInputs */

const en_organiser_seats_left_label = /** @type {(inputs: Organiser_Seats_Left_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats left`)
};

const es_organiser_seats_left_label = /** @type {(inputs: Organiser_Seats_Left_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares libres`)
};

const fr_organiser_seats_left_label = /** @type {(inputs: Organiser_Seats_Left_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places restantes`)
};

/**
* | output |
* | --- |
* | "Seats left" |
*
* @param {Organiser_Seats_Left_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_seats_left_label = /** @type {((inputs?: Organiser_Seats_Left_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Seats_Left_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_seats_left_label(inputs)
	if (locale === "fr") return fr_organiser_seats_left_label(inputs)
	return en_organiser_seats_left_label(inputs)
});