/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, number: NonNullable<unknown> }} Owner_Remove_HoursInputs */

const en_owner_remove_hours = /** @type {(inputs: Owner_Remove_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.day} hours ${i?.number}`)
};

const es_owner_remove_hours = /** @type {(inputs: Owner_Remove_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar el horario ${i?.number} del ${i?.day}`)
};

const fr_owner_remove_hours = /** @type {(inputs: Owner_Remove_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer la plage ${i?.number} du ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Remove {day} hours {number}" |
*
* @param {Owner_Remove_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_remove_hours = /** @type {((inputs: Owner_Remove_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Remove_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_remove_hours(inputs)
	if (locale === "fr") return fr_owner_remove_hours(inputs)
	return en_owner_remove_hours(inputs)
});