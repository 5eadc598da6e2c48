/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Listing_Refused_BodyInputs */

const en_mail_listing_refused_body = /** @type {(inputs: Mail_Listing_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not approve your new listing for ${i?.business}.`)
};

const es_mail_listing_refused_body = /** @type {(inputs: Mail_Listing_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos aprobar tu nueva ficha de ${i?.business}.`)
};

const fr_mail_listing_refused_body = /** @type {(inputs: Mail_Listing_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu approuver votre nouvelle fiche pour ${i?.business}.`)
};

/**
* | output |
* | --- |
* | "We could not approve your new listing for {business}." |
*
* @param {Mail_Listing_Refused_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_refused_body = /** @type {((inputs: Mail_Listing_Refused_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Refused_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_refused_body(inputs)
	if (locale === "fr") return fr_mail_listing_refused_body(inputs)
	return en_mail_listing_refused_body(inputs)
});