/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Event_Register_ForInputs */

const en_event_register_for = /** @type {(inputs: Event_Register_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register for ${i?.title}`)
};

const es_event_register_for = /** @type {(inputs: Event_Register_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscribirse en ${i?.title}`)
};

const fr_event_register_for = /** @type {(inputs: Event_Register_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S'inscrire à ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Register for {title}" |
*
* @param {Event_Register_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_register_for = /** @type {((inputs: Event_Register_ForInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Register_ForInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_register_for(inputs)
	if (locale === "fr") return fr_event_register_for(inputs)
	return en_event_register_for(inputs)
});