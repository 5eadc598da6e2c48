/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Places_Prop_Email_SubjectInputs */

const en_places_prop_email_subject = /** @type {(inputs: Places_Prop_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inquiry: ${i?.title}`)
};

const es_places_prop_email_subject = /** @type {(inputs: Places_Prop_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consulta: ${i?.title}`)
};

const fr_places_prop_email_subject = /** @type {(inputs: Places_Prop_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Inquiry: {title}" |
*
* @param {Places_Prop_Email_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_email_subject = /** @type {((inputs: Places_Prop_Email_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Email_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_email_subject(inputs)
	if (locale === "fr") return fr_places_prop_email_subject(inputs)
	return en_places_prop_email_subject(inputs)
});