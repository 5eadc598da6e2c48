/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Owner_Add_HoursInputs */

const en_owner_add_hours = /** @type {(inputs: Owner_Add_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add more hours on ${i?.day}`)
};

const es_owner_add_hours = /** @type {(inputs: Owner_Add_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agregar otro horario el ${i?.day}`)
};

const fr_owner_add_hours = /** @type {(inputs: Owner_Add_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter une plage horaire le ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Add more hours on {day}" |
*
* @param {Owner_Add_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_add_hours = /** @type {((inputs: Owner_Add_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Add_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_add_hours(inputs)
	if (locale === "fr") return fr_owner_add_hours(inputs)
	return en_owner_add_hours(inputs)
});