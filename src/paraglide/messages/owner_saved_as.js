/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Saved_AsInputs */

const en_owner_saved_as = /** @type {(inputs: Owner_Saved_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved as`)
};

const es_owner_saved_as = /** @type {(inputs: Owner_Saved_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guarda como`)
};

const fr_owner_saved_as = /** @type {(inputs: Owner_Saved_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré sous la forme`)
};

/**
* | output |
* | --- |
* | "Saved as" |
*
* @param {Owner_Saved_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_saved_as = /** @type {((inputs?: Owner_Saved_AsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Saved_AsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_saved_as(inputs)
	if (locale === "fr") return fr_owner_saved_as(inputs)
	return en_owner_saved_as(inputs)
});