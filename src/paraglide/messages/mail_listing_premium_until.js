/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Listing_Premium_UntilInputs */

const en_mail_listing_premium_until = /** @type {(inputs: Mail_Listing_Premium_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} is now a premium listing in the Harlem Guide directory until ${i?.date}.`)
};

const es_mail_listing_premium_until = /** @type {(inputs: Mail_Listing_Premium_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} es ahora una ficha premium del directorio de Harlem Guide hasta el ${i?.date}.`)
};

const fr_mail_listing_premium_until = /** @type {(inputs: Mail_Listing_Premium_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} est désormais une fiche Premium de l’annuaire du Harlem Guide jusqu’au ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "{business} is now a premium listing in the Harlem Guide directory until {date}." |
*
* @param {Mail_Listing_Premium_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_premium_until = /** @type {((inputs: Mail_Listing_Premium_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Premium_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_premium_until(inputs)
	if (locale === "fr") return fr_mail_listing_premium_until(inputs)
	return en_mail_listing_premium_until(inputs)
});