/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Owner_ResponseInputs */

const en_businesses_owner_response = /** @type {(inputs: Businesses_Owner_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response from the owner`)
};

const es_businesses_owner_response = /** @type {(inputs: Businesses_Owner_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta del propietario`)
};

const fr_businesses_owner_response = /** @type {(inputs: Businesses_Owner_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse du propriétaire`)
};

/**
* | output |
* | --- |
* | "Response from the owner" |
*
* @param {Businesses_Owner_ResponseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_owner_response = /** @type {((inputs?: Businesses_Owner_ResponseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Owner_ResponseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_owner_response(inputs)
	if (locale === "fr") return fr_businesses_owner_response(inputs)
	return en_businesses_owner_response(inputs)
});