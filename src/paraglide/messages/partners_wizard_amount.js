/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_AmountInputs */

const en_partners_wizard_amount = /** @type {(inputs: Partners_Wizard_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const es_partners_wizard_amount = /** @type {(inputs: Partners_Wizard_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto`)
};

const fr_partners_wizard_amount = /** @type {(inputs: Partners_Wizard_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Partners_Wizard_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_amount = /** @type {((inputs?: Partners_Wizard_AmountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_AmountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_amount(inputs)
	if (locale === "fr") return fr_partners_wizard_amount(inputs)
	return en_partners_wizard_amount(inputs)
});