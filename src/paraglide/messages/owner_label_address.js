/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Label_AddressInputs */

const en_owner_label_address = /** @type {(inputs: Owner_Label_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const es_owner_label_address = /** @type {(inputs: Owner_Label_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección`)
};

const fr_owner_label_address = /** @type {(inputs: Owner_Label_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Owner_Label_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_label_address = /** @type {((inputs?: Owner_Label_AddressInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Label_AddressInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_label_address(inputs)
	if (locale === "fr") return fr_owner_label_address(inputs)
	return en_owner_label_address(inputs)
});