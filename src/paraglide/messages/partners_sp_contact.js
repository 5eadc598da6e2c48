/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_ContactInputs */

const en_partners_sp_contact = /** @type {(inputs: Partners_Sp_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact name`)
};

const es_partners_sp_contact = /** @type {(inputs: Partners_Sp_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de contacto`)
};

const fr_partners_sp_contact = /** @type {(inputs: Partners_Sp_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du contact`)
};

/**
* | output |
* | --- |
* | "Contact name" |
*
* @param {Partners_Sp_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_contact = /** @type {((inputs?: Partners_Sp_ContactInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_ContactInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_contact(inputs)
	if (locale === "fr") return fr_partners_sp_contact(inputs)
	return en_partners_sp_contact(inputs)
});