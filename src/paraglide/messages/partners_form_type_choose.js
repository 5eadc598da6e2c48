/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_Type_ChooseInputs */

const en_partners_form_type_choose = /** @type {(inputs: Partners_Form_Type_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a business type`)
};

const es_partners_form_type_choose = /** @type {(inputs: Partners_Form_Type_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona un tipo de negocio`)
};

const fr_partners_form_type_choose = /** @type {(inputs: Partners_Form_Type_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un type d’activité`)
};

/**
* | output |
* | --- |
* | "Select a business type" |
*
* @param {Partners_Form_Type_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_type_choose = /** @type {((inputs?: Partners_Form_Type_ChooseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_Type_ChooseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_type_choose(inputs)
	if (locale === "fr") return fr_partners_form_type_choose(inputs)
	return en_partners_form_type_choose(inputs)
});