/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Contact_SubjectInputs */

const en_partners_donate_contact_subject = /** @type {(inputs: Partners_Donate_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A gift to Harlem Guide`)
};

const es_partners_donate_contact_subject = /** @type {(inputs: Partners_Donate_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una donación a Harlem Guide`)
};

const fr_partners_donate_contact_subject = /** @type {(inputs: Partners_Donate_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un don à Harlem Guide`)
};

/**
* | output |
* | --- |
* | "A gift to Harlem Guide" |
*
* @param {Partners_Donate_Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_contact_subject = /** @type {((inputs?: Partners_Donate_Contact_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Contact_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_contact_subject(inputs)
	if (locale === "fr") return fr_partners_donate_contact_subject(inputs)
	return en_partners_donate_contact_subject(inputs)
});