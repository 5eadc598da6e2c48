/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Events_Register_DescriptionInputs */

const en_events_register_description = /** @type {(inputs: Events_Register_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register for ${i?.title} in Harlem.`)
};

const es_events_register_description = /** @type {(inputs: Events_Register_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscríbete en ${i?.title} en Harlem.`)
};

const fr_events_register_description = /** @type {(inputs: Events_Register_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous à ${i?.title} à Harlem.`)
};

/**
* | output |
* | --- |
* | "Register for {title} in Harlem." |
*
* @param {Events_Register_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_register_description = /** @type {((inputs: Events_Register_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Register_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_register_description(inputs)
	if (locale === "fr") return fr_events_register_description(inputs)
	return en_events_register_description(inputs)
});