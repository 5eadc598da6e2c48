/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Code_LabelInputs */

const en_loyalty_code_label = /** @type {(inputs: Loyalty_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_loyalty_code_label = /** @type {(inputs: Loyalty_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const fr_loyalty_code_label = /** @type {(inputs: Loyalty_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code du membre`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Loyalty_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_code_label = /** @type {((inputs?: Loyalty_Code_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Code_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_code_label(inputs)
	if (locale === "fr") return fr_loyalty_code_label(inputs)
	return en_loyalty_code_label(inputs)
});