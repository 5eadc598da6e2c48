/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ registered: NonNullable<unknown>, capacity: NonNullable<unknown> }} Organiser_Registered_OfInputs */

const en_organiser_registered_of = /** @type {(inputs: Organiser_Registered_OfInputs) => LocalizedString} */ (i) => {const registeredPlural = registry.plural("en", i?.registered, {});
	if (registeredPlural === "one") return /** @type {LocalizedString} */ (`${i?.registered} of ${i?.capacity} registered`);
	return /** @type {LocalizedString} */ (`${i?.registered} of ${i?.capacity} registered`)
	
};

const es_organiser_registered_of = /** @type {(inputs: Organiser_Registered_OfInputs) => LocalizedString} */ (i) => {const registeredPlural = registry.plural("es", i?.registered, {});
	if (registeredPlural === "one") return /** @type {LocalizedString} */ (`${i?.registered} inscrito de ${i?.capacity}`);
	return /** @type {LocalizedString} */ (`${i?.registered} inscritos de ${i?.capacity}`)
	
};

const fr_organiser_registered_of = /** @type {(inputs: Organiser_Registered_OfInputs) => LocalizedString} */ (i) => {const registeredPlural = registry.plural("fr", i?.registered, {});
	if (registeredPlural === "one") return /** @type {LocalizedString} */ (`${i?.registered} inscrit sur ${i?.capacity}`);
	return /** @type {LocalizedString} */ (`${i?.registered} inscrits sur ${i?.capacity}`)
	
};

/**
* | registeredPlural | output |
* | --- | --- |
* | "one" | "{registered} of {capacity} registered" |
* | * | "{registered} of {capacity} registered" |
*
* @param {Organiser_Registered_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_registered_of = /** @type {((inputs: Organiser_Registered_OfInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Registered_OfInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_registered_of(inputs)
	if (locale === "fr") return fr_organiser_registered_of(inputs)
	return en_organiser_registered_of(inputs)
});