/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_MonthlyInputs */

const en_partners_wizard_monthly = /** @type {(inputs: Partners_Wizard_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make it a monthly gift (stop anytime from your receipt)`)
};

const es_partners_wizard_monthly = /** @type {(inputs: Partners_Wizard_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazla mensual (puedes detenerla cuando quieras desde tu recibo)`)
};

const fr_partners_wizard_monthly = /** @type {(inputs: Partners_Wizard_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En faire un don mensuel (à arrêter à tout moment depuis votre reçu)`)
};

/**
* | output |
* | --- |
* | "Make it a monthly gift (stop anytime from your receipt)" |
*
* @param {Partners_Wizard_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_monthly = /** @type {((inputs?: Partners_Wizard_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_monthly(inputs)
	if (locale === "fr") return fr_partners_wizard_monthly(inputs)
	return en_partners_wizard_monthly(inputs)
});