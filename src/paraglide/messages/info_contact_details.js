/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_DetailsInputs */

const en_info_contact_details = /** @type {(inputs: Info_Contact_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact details`)
};

const es_info_contact_details = /** @type {(inputs: Info_Contact_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de contacto`)
};

const fr_info_contact_details = /** @type {(inputs: Info_Contact_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordonnées`)
};

/**
* | output |
* | --- |
* | "Contact details" |
*
* @param {Info_Contact_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_details = /** @type {((inputs?: Info_Contact_DetailsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_DetailsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_details(inputs)
	if (locale === "fr") return fr_info_contact_details(inputs)
	return en_info_contact_details(inputs)
});