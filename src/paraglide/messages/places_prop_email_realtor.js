/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Email_RealtorInputs */

const en_places_prop_email_realtor = /** @type {(inputs: Places_Prop_Email_RealtorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email the Realtor`)
};

const es_places_prop_email_realtor = /** @type {(inputs: Places_Prop_Email_RealtorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir al agente`)
};

const fr_places_prop_email_realtor = /** @type {(inputs: Places_Prop_Email_RealtorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire à l’agent`)
};

/**
* | output |
* | --- |
* | "Email the Realtor" |
*
* @param {Places_Prop_Email_RealtorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_email_realtor = /** @type {((inputs?: Places_Prop_Email_RealtorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Email_RealtorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_email_realtor(inputs)
	if (locale === "fr") return fr_places_prop_email_realtor(inputs)
	return en_places_prop_email_realtor(inputs)
});