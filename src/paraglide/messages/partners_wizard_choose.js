/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_ChooseInputs */

const en_partners_wizard_choose = /** @type {(inputs: Partners_Wizard_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an amount`)
};

const es_partners_wizard_choose = /** @type {(inputs: Partners_Wizard_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un monto`)
};

const fr_partners_wizard_choose = /** @type {(inputs: Partners_Wizard_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un montant`)
};

/**
* | output |
* | --- |
* | "Choose an amount" |
*
* @param {Partners_Wizard_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_choose = /** @type {((inputs?: Partners_Wizard_ChooseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_ChooseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_choose(inputs)
	if (locale === "fr") return fr_partners_wizard_choose(inputs)
	return en_partners_wizard_choose(inputs)
});