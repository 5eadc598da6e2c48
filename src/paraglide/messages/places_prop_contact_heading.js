/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Contact_HeadingInputs */

const en_places_prop_contact_heading = /** @type {(inputs: Places_Prop_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact the Realtor`)
};

const es_places_prop_contact_heading = /** @type {(inputs: Places_Prop_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacta al agente`)
};

const fr_places_prop_contact_heading = /** @type {(inputs: Places_Prop_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacter l’agent`)
};

/**
* | output |
* | --- |
* | "Contact the Realtor" |
*
* @param {Places_Prop_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_contact_heading = /** @type {((inputs?: Places_Prop_Contact_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Contact_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_contact_heading(inputs)
	if (locale === "fr") return fr_places_prop_contact_heading(inputs)
	return en_places_prop_contact_heading(inputs)
});