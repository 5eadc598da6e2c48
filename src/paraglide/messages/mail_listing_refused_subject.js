/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Listing_Refused_SubjectInputs */

const en_mail_listing_refused_subject = /** @type {(inputs: Mail_Listing_Refused_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About your new listing for ${i?.business}`)
};

const es_mail_listing_refused_subject = /** @type {(inputs: Mail_Listing_Refused_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sobre tu nueva ficha de ${i?.business}`)
};

const fr_mail_listing_refused_subject = /** @type {(inputs: Mail_Listing_Refused_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos de votre nouvelle fiche pour ${i?.business}`)
};

/**
* | output |
* | --- |
* | "About your new listing for {business}" |
*
* @param {Mail_Listing_Refused_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_refused_subject = /** @type {((inputs: Mail_Listing_Refused_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Refused_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_refused_subject(inputs)
	if (locale === "fr") return fr_mail_listing_refused_subject(inputs)
	return en_mail_listing_refused_subject(inputs)
});