/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_S_RegistrationsInputs */

const en_moderation_an_s_registrations = /** @type {(inputs: Moderation_An_S_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrations`)
};

const es_moderation_an_s_registrations = /** @type {(inputs: Moderation_An_S_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripciones`)
};

const fr_moderation_an_s_registrations = /** @type {(inputs: Moderation_An_S_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscriptions`)
};

/**
* | output |
* | --- |
* | "Registrations" |
*
* @param {Moderation_An_S_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_s_registrations = /** @type {((inputs?: Moderation_An_S_RegistrationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_S_RegistrationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_s_registrations(inputs)
	if (locale === "fr") return fr_moderation_an_s_registrations(inputs)
	return en_moderation_an_s_registrations(inputs)
});