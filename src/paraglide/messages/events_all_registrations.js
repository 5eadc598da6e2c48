/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_All_RegistrationsInputs */

const en_events_all_registrations = /** @type {(inputs: Events_All_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all your registrations on your dashboard`)
};

const es_events_all_registrations = /** @type {(inputs: Events_All_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ve todas tus inscripciones en tu panel`)
};

const fr_events_all_registrations = /** @type {(inputs: Events_All_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrouvez toutes vos inscriptions dans votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "See all your registrations on your dashboard" |
*
* @param {Events_All_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_all_registrations = /** @type {((inputs?: Events_All_RegistrationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_All_RegistrationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_all_registrations(inputs)
	if (locale === "fr") return fr_events_all_registrations(inputs)
	return en_events_all_registrations(inputs)
});