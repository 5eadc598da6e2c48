/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Checkin_List_SavedInputs */

const en_checkin_list_saved = /** @type {(inputs: Checkin_List_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attendee list kept on this phone: ${i?.count} tickets.`)
};

const es_checkin_list_saved = /** @type {(inputs: Checkin_List_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lista de asistentes guardada en este teléfono: ${i?.count} boletos.`)
};

const fr_checkin_list_saved = /** @type {(inputs: Checkin_List_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Liste des participants gardée sur ce téléphone : ${i?.count} billets.`)
};

/**
* | output |
* | --- |
* | "Attendee list kept on this phone: {count} tickets." |
*
* @param {Checkin_List_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_list_saved = /** @type {((inputs: Checkin_List_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_List_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_list_saved(inputs)
	if (locale === "fr") return fr_checkin_list_saved(inputs)
	return en_checkin_list_saved(inputs)
});