/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Partners_Wizard_Donate_AmountInputs */

const en_partners_wizard_donate_amount = /** @type {(inputs: Partners_Wizard_Donate_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donate ${i?.amount}`)
};

const es_partners_wizard_donate_amount = /** @type {(inputs: Partners_Wizard_Donate_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donar ${i?.amount}`)
};

const fr_partners_wizard_donate_amount = /** @type {(inputs: Partners_Wizard_Donate_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donner ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Donate {amount}" |
*
* @param {Partners_Wizard_Donate_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_donate_amount = /** @type {((inputs: Partners_Wizard_Donate_AmountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_Donate_AmountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_donate_amount(inputs)
	if (locale === "fr") return fr_partners_wizard_donate_amount(inputs)
	return en_partners_wizard_donate_amount(inputs)
});