/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_OtherInputs */

const en_partners_wizard_other = /** @type {(inputs: Partners_Wizard_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or another amount (US dollars)`)
};

const es_partners_wizard_other = /** @type {(inputs: Partners_Wizard_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U otro monto (en dólares estadounidenses)`)
};

const fr_partners_wizard_other = /** @type {(inputs: Partners_Wizard_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou un autre montant (en dollars américains)`)
};

/**
* | output |
* | --- |
* | "Or another amount (US dollars)" |
*
* @param {Partners_Wizard_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_other = /** @type {((inputs?: Partners_Wizard_OtherInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_OtherInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_other(inputs)
	if (locale === "fr") return fr_partners_wizard_other(inputs)
	return en_partners_wizard_other(inputs)
});