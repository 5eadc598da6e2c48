/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Contact_SubjectInputs */

const en_partners_lp_contact_subject = /** @type {(inputs: Partners_Lp_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business listing plans`)
};

const es_partners_lp_contact_subject = /** @type {(inputs: Partners_Lp_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de ficha para negocios`)
};

const fr_partners_lp_contact_subject = /** @type {(inputs: Partners_Lp_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules de fiche entreprise`)
};

/**
* | output |
* | --- |
* | "Business listing plans" |
*
* @param {Partners_Lp_Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_contact_subject = /** @type {((inputs?: Partners_Lp_Contact_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Contact_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_contact_subject(inputs)
	if (locale === "fr") return fr_partners_lp_contact_subject(inputs)
	return en_partners_lp_contact_subject(inputs)
});