/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Events_Register_TitleInputs */

const en_events_register_title = /** @type {(inputs: Events_Register_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register: ${i?.title}`)
};

const es_events_register_title = /** @type {(inputs: Events_Register_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscripción: ${i?.title}`)
};

const fr_events_register_title = /** @type {(inputs: Events_Register_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscription : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Register: {title}" |
*
* @param {Events_Register_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_register_title = /** @type {((inputs: Events_Register_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Register_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_register_title(inputs)
	if (locale === "fr") return fr_events_register_title(inputs)
	return en_events_register_title(inputs)
});