/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Address_RequiredInputs */

const en_owner_address_required = /** @type {(inputs: Owner_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address *`)
};

const es_owner_address_required = /** @type {(inputs: Owner_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección *`)
};

const fr_owner_address_required = /** @type {(inputs: Owner_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse *`)
};

/**
* | output |
* | --- |
* | "Address *" |
*
* @param {Owner_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_address_required = /** @type {((inputs?: Owner_Address_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Address_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_address_required(inputs)
	if (locale === "fr") return fr_owner_address_required(inputs)
	return en_owner_address_required(inputs)
});