/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Complete_RegistrationInputs */

const en_events_complete_registration = /** @type {(inputs: Events_Complete_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete Registration`)
};

const es_events_complete_registration = /** @type {(inputs: Events_Complete_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completar inscripción`)
};

const fr_events_complete_registration = /** @type {(inputs: Events_Complete_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider l’inscription`)
};

/**
* | output |
* | --- |
* | "Complete Registration" |
*
* @param {Events_Complete_RegistrationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_complete_registration = /** @type {((inputs?: Events_Complete_RegistrationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Complete_RegistrationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_complete_registration(inputs)
	if (locale === "fr") return fr_events_complete_registration(inputs)
	return en_events_complete_registration(inputs)
});