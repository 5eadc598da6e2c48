/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Add_TimeInputs */

const en_organiser_add_time = /** @type {(inputs: Organiser_Add_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add time`)
};

const es_organiser_add_time = /** @type {(inputs: Organiser_Add_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar horario`)
};

const fr_organiser_add_time = /** @type {(inputs: Organiser_Add_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un créneau`)
};

/**
* | output |
* | --- |
* | "Add time" |
*
* @param {Organiser_Add_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_add_time = /** @type {((inputs?: Organiser_Add_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Add_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_add_time(inputs)
	if (locale === "fr") return fr_organiser_add_time(inputs)
	return en_organiser_add_time(inputs)
});