/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Mail_Business_TypeInputs */

const en_mail_business_type = /** @type {(inputs: Mail_Business_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Business type: ${i?.type}`)
};

const es_mail_business_type = /** @type {(inputs: Mail_Business_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tipo de negocio: ${i?.type}`)
};

const fr_mail_business_type = /** @type {(inputs: Mail_Business_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type d’activité : ${i?.type}`)
};

/**
* | output |
* | --- |
* | "Business type: {type}" |
*
* @param {Mail_Business_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_business_type = /** @type {((inputs: Mail_Business_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Business_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_business_type(inputs)
	if (locale === "fr") return fr_mail_business_type(inputs)
	return en_mail_business_type(inputs)
});