/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_An_RegistrationsInputs */

const en_moderation_an_registrations = /** @type {(inputs: Moderation_An_RegistrationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`registration`);
	return /** @type {LocalizedString} */ (`registrations`)
	
};

const es_moderation_an_registrations = /** @type {(inputs: Moderation_An_RegistrationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`inscripción`);
	return /** @type {LocalizedString} */ (`inscripciones`)
	
};

const fr_moderation_an_registrations = /** @type {(inputs: Moderation_An_RegistrationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`inscription`);
	return /** @type {LocalizedString} */ (`inscriptions`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "registration" |
* | * | "registrations" |
*
* @param {Moderation_An_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_registrations = /** @type {((inputs: Moderation_An_RegistrationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_RegistrationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_registrations(inputs)
	if (locale === "fr") return fr_moderation_an_registrations(inputs)
	return en_moderation_an_registrations(inputs)
});