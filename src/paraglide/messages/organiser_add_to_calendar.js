/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Add_To_CalendarInputs */

const en_organiser_add_to_calendar = /** @type {(inputs: Organiser_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

const es_organiser_add_to_calendar = /** @type {(inputs: Organiser_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar al calendario`)
};

const fr_organiser_add_to_calendar = /** @type {(inputs: Organiser_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au calendrier`)
};

/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Organiser_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_add_to_calendar = /** @type {((inputs?: Organiser_Add_To_CalendarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Add_To_CalendarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_add_to_calendar(inputs)
	if (locale === "fr") return fr_organiser_add_to_calendar(inputs)
	return en_organiser_add_to_calendar(inputs)
});