/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_Contact_SubjectInputs */

const en_partners_pricing_contact_subject = /** @type {(inputs: Partners_Pricing_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Question about plans and pricing`)
};

const es_partners_pricing_contact_subject = /** @type {(inputs: Partners_Pricing_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta sobre planes y precios`)
};

const fr_partners_pricing_contact_subject = /** @type {(inputs: Partners_Pricing_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Question sur les formules et les tarifs`)
};

/**
* | output |
* | --- |
* | "Question about plans and pricing" |
*
* @param {Partners_Pricing_Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_contact_subject = /** @type {((inputs?: Partners_Pricing_Contact_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_Contact_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_contact_subject(inputs)
	if (locale === "fr") return fr_partners_pricing_contact_subject(inputs)
	return en_partners_pricing_contact_subject(inputs)
});