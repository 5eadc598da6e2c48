/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_StepsInputs */

const en_partners_wizard_steps = /** @type {(inputs: Partners_Wizard_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steps`)
};

const es_partners_wizard_steps = /** @type {(inputs: Partners_Wizard_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasos`)
};

const fr_partners_wizard_steps = /** @type {(inputs: Partners_Wizard_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étapes`)
};

/**
* | output |
* | --- |
* | "Steps" |
*
* @param {Partners_Wizard_StepsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_steps = /** @type {((inputs?: Partners_Wizard_StepsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_StepsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_steps(inputs)
	if (locale === "fr") return fr_partners_wizard_steps(inputs)
	return en_partners_wizard_steps(inputs)
});