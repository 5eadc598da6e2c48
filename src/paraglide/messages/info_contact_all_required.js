/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_All_RequiredInputs */

const en_info_contact_all_required = /** @type {(inputs: Info_Contact_All_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All fields are required.`)
};

const es_info_contact_all_required = /** @type {(inputs: Info_Contact_All_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los campos son obligatorios.`)
};

const fr_info_contact_all_required = /** @type {(inputs: Info_Contact_All_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les champs sont obligatoires.`)
};

/**
* | output |
* | --- |
* | "All fields are required." |
*
* @param {Info_Contact_All_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_all_required = /** @type {((inputs?: Info_Contact_All_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_All_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_all_required(inputs)
	if (locale === "fr") return fr_info_contact_all_required(inputs)
	return en_info_contact_all_required(inputs)
});