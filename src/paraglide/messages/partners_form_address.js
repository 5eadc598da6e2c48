/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_AddressInputs */

const en_partners_form_address = /** @type {(inputs: Partners_Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business address`)
};

const es_partners_form_address = /** @type {(inputs: Partners_Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección del negocio`)
};

const fr_partners_form_address = /** @type {(inputs: Partners_Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du commerce`)
};

/**
* | output |
* | --- |
* | "Business address" |
*
* @param {Partners_Form_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_address = /** @type {((inputs?: Partners_Form_AddressInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_AddressInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_address(inputs)
	if (locale === "fr") return fr_partners_form_address(inputs)
	return en_partners_form_address(inputs)
});