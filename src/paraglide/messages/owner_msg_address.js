/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_AddressInputs */

const en_owner_msg_address = /** @type {(inputs: Owner_Msg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address is required`)
};

const es_owner_msg_address = /** @type {(inputs: Owner_Msg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección es obligatoria`)
};

const fr_owner_msg_address = /** @type {(inputs: Owner_Msg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse est obligatoire`)
};

/**
* | output |
* | --- |
* | "Address is required" |
*
* @param {Owner_Msg_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_address = /** @type {((inputs?: Owner_Msg_AddressInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_AddressInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_address(inputs)
	if (locale === "fr") return fr_owner_msg_address(inputs)
	return en_owner_msg_address(inputs)
});