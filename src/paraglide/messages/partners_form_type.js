/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_TypeInputs */

const en_partners_form_type = /** @type {(inputs: Partners_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business type`)
};

const es_partners_form_type = /** @type {(inputs: Partners_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de negocio`)
};

const fr_partners_form_type = /** @type {(inputs: Partners_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type d’activité`)
};

/**
* | output |
* | --- |
* | "Business type" |
*
* @param {Partners_Form_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_type = /** @type {((inputs?: Partners_Form_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_type(inputs)
	if (locale === "fr") return fr_partners_form_type(inputs)
	return en_partners_form_type(inputs)
});