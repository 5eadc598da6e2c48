/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_DonateInputs */

const en_partners_wizard_donate = /** @type {(inputs: Partners_Wizard_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donate`)
};

const es_partners_wizard_donate = /** @type {(inputs: Partners_Wizard_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donar`)
};

const fr_partners_wizard_donate = /** @type {(inputs: Partners_Wizard_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner`)
};

/**
* | output |
* | --- |
* | "Donate" |
*
* @param {Partners_Wizard_DonateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_donate = /** @type {((inputs?: Partners_Wizard_DonateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_DonateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_donate(inputs)
	if (locale === "fr") return fr_partners_wizard_donate(inputs)
	return en_partners_wizard_donate(inputs)
});