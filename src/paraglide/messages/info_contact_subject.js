/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_SubjectInputs */

const en_info_contact_subject = /** @type {(inputs: Info_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const es_info_contact_subject = /** @type {(inputs: Info_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asunto`)
};

const fr_info_contact_subject = /** @type {(inputs: Info_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objet`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Info_Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_subject = /** @type {((inputs?: Info_Contact_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_subject(inputs)
	if (locale === "fr") return fr_info_contact_subject(inputs)
	return en_info_contact_subject(inputs)
});