/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Message_OwnerInputs */

const en_businesses_message_owner = /** @type {(inputs: Businesses_Message_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message the owner`)
};

const es_businesses_message_owner = /** @type {(inputs: Businesses_Message_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir al propietario`)
};

const fr_businesses_message_owner = /** @type {(inputs: Businesses_Message_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire au propriétaire`)
};

/**
* | output |
* | --- |
* | "Message the owner" |
*
* @param {Businesses_Message_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_message_owner = /** @type {((inputs?: Businesses_Message_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Message_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_message_owner(inputs)
	if (locale === "fr") return fr_businesses_message_owner(inputs)
	return en_businesses_message_owner(inputs)
});