/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_ContactInputs */

const en_partners_tt_contact = /** @type {(inputs: Partners_Tt_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Trade Team`)
};

const es_partners_tt_contact = /** @type {(inputs: Partners_Tt_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactar al equipo de turismo`)
};

const fr_partners_tt_contact = /** @type {(inputs: Partners_Tt_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacter l’équipe voyages`)
};

/**
* | output |
* | --- |
* | "Contact Trade Team" |
*
* @param {Partners_Tt_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_contact = /** @type {((inputs?: Partners_Tt_ContactInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_ContactInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_contact(inputs)
	if (locale === "fr") return fr_partners_tt_contact(inputs)
	return en_partners_tt_contact(inputs)
});