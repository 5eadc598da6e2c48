/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_Other_ExampleInputs */

const en_partners_wizard_other_example = /** @type {(inputs: Partners_Wizard_Other_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 75`)
};

const es_partners_wizard_other_example = /** @type {(inputs: Partners_Wizard_Other_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej., 75`)
};

const fr_partners_wizard_other_example = /** @type {(inputs: Partners_Wizard_Other_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ex. : 75`)
};

/**
* | output |
* | --- |
* | "e.g. 75" |
*
* @param {Partners_Wizard_Other_ExampleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_other_example = /** @type {((inputs?: Partners_Wizard_Other_ExampleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_Other_ExampleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_other_example(inputs)
	if (locale === "fr") return fr_partners_wizard_other_example(inputs)
	return en_partners_wizard_other_example(inputs)
});