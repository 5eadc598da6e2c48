/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Partners_Wizard_Continue_WithInputs */

const en_partners_wizard_continue_with = /** @type {(inputs: Partners_Wizard_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continue with ${i?.amount}`)
};

const es_partners_wizard_continue_with = /** @type {(inputs: Partners_Wizard_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuar con ${i?.amount}`)
};

const fr_partners_wizard_continue_with = /** @type {(inputs: Partners_Wizard_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuer avec ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Continue with {amount}" |
*
* @param {Partners_Wizard_Continue_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_continue_with = /** @type {((inputs: Partners_Wizard_Continue_WithInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_Continue_WithInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_continue_with(inputs)
	if (locale === "fr") return fr_partners_wizard_continue_with(inputs)
	return en_partners_wizard_continue_with(inputs)
});