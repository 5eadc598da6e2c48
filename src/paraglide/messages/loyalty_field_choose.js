/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Field_ChooseInputs */

const en_loyalty_field_choose = /** @type {(inputs: Loyalty_Field_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a business`)
};

const es_loyalty_field_choose = /** @type {(inputs: Loyalty_Field_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un negocio`)
};

const fr_loyalty_field_choose = /** @type {(inputs: Loyalty_Field_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un commerce`)
};

/**
* | output |
* | --- |
* | "Choose a business" |
*
* @param {Loyalty_Field_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_field_choose = /** @type {((inputs?: Loyalty_Field_ChooseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Field_ChooseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_field_choose(inputs)
	if (locale === "fr") return fr_loyalty_field_choose(inputs)
	return en_loyalty_field_choose(inputs)
});