/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Payments_Off_FormInputs */

const en_partners_payments_off_form = /** @type {(inputs: Partners_Payments_Off_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our contact form`)
};

const es_partners_payments_off_form = /** @type {(inputs: Partners_Payments_Off_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuestro formulario de contacto`)
};

const fr_partners_payments_off_form = /** @type {(inputs: Partners_Payments_Off_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notre formulaire de contact`)
};

/**
* | output |
* | --- |
* | "our contact form" |
*
* @param {Partners_Payments_Off_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_payments_off_form = /** @type {((inputs?: Partners_Payments_Off_FormInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Payments_Off_FormInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_payments_off_form(inputs)
	if (locale === "fr") return fr_partners_payments_off_form(inputs)
	return en_partners_payments_off_form(inputs)
});