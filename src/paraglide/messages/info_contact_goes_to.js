/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ team: NonNullable<unknown> }} Info_Contact_Goes_ToInputs */

const en_info_contact_goes_to = /** @type {(inputs: Info_Contact_Goes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your message goes to ${i?.team}.`)
};

const es_info_contact_goes_to = /** @type {(inputs: Info_Contact_Goes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu mensaje llegará a ${i?.team}.`)
};

const fr_info_contact_goes_to = /** @type {(inputs: Info_Contact_Goes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre message sera transmis à ${i?.team}.`)
};

/**
* | output |
* | --- |
* | "Your message goes to {team}." |
*
* @param {Info_Contact_Goes_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_goes_to = /** @type {((inputs: Info_Contact_Goes_ToInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Goes_ToInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_goes_to(inputs)
	if (locale === "fr") return fr_info_contact_goes_to(inputs)
	return en_info_contact_goes_to(inputs)
});