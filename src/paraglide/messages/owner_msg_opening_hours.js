/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown>, example: NonNullable<unknown> }} Owner_Msg_Opening_HoursInputs */

const en_owner_msg_opening_hours = /** @type {(inputs: Owner_Msg_Opening_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These opening hours could not be read${i?.detail}. Example: ${i?.example}`)
};

const es_owner_msg_opening_hours = /** @type {(inputs: Owner_Msg_Opening_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo leer este horario${i?.detail}. Ejemplo: ${i?.example}`)
};

const fr_owner_msg_opening_hours = /** @type {(inputs: Owner_Msg_Opening_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ces horaires n’ont pas pu être lus${i?.detail}. Exemple : ${i?.example}`)
};

/**
* | output |
* | --- |
* | "These opening hours could not be read{detail}. Example: {example}" |
*
* @param {Owner_Msg_Opening_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_opening_hours = /** @type {((inputs: Owner_Msg_Opening_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Opening_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_opening_hours(inputs)
	if (locale === "fr") return fr_owner_msg_opening_hours(inputs)
	return en_owner_msg_opening_hours(inputs)
});