/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Owners_SubjectInputs */

const en_partners_lp_owners_subject = /** @type {(inputs: Partners_Lp_Owners_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing my business`)
};

const es_partners_lp_owners_subject = /** @type {(inputs: Partners_Lp_Owners_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar mi negocio`)
};

const fr_partners_lp_owners_subject = /** @type {(inputs: Partners_Lp_Owners_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrire mon entreprise`)
};

/**
* | output |
* | --- |
* | "Listing my business" |
*
* @param {Partners_Lp_Owners_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_owners_subject = /** @type {((inputs?: Partners_Lp_Owners_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Owners_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_owners_subject(inputs)
	if (locale === "fr") return fr_partners_lp_owners_subject(inputs)
	return en_partners_lp_owners_subject(inputs)
});