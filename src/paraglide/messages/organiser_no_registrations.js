/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_No_RegistrationsInputs */

const en_organiser_no_registrations = /** @type {(inputs: Organiser_No_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one has registered yet.`)
};

const es_organiser_no_registrations = /** @type {(inputs: Organiser_No_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se ha inscrito nadie.`)
};

const fr_organiser_no_registrations = /** @type {(inputs: Organiser_No_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne ne s’est encore inscrit.`)
};

/**
* | output |
* | --- |
* | "No one has registered yet." |
*
* @param {Organiser_No_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_no_registrations = /** @type {((inputs?: Organiser_No_RegistrationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_No_RegistrationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_no_registrations(inputs)
	if (locale === "fr") return fr_organiser_no_registrations(inputs)
	return en_organiser_no_registrations(inputs)
});