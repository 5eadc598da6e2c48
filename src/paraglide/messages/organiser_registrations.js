/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_RegistrationsInputs */

const en_organiser_registrations = /** @type {(inputs: Organiser_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrations`)
};

const es_organiser_registrations = /** @type {(inputs: Organiser_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripciones`)
};

const fr_organiser_registrations = /** @type {(inputs: Organiser_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscriptions`)
};

/**
* | output |
* | --- |
* | "Registrations" |
*
* @param {Organiser_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_registrations = /** @type {((inputs?: Organiser_RegistrationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_RegistrationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_registrations(inputs)
	if (locale === "fr") return fr_organiser_registrations(inputs)
	return en_organiser_registrations(inputs)
});