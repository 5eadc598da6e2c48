/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Listing_RenewInputs */

const en_mail_listing_renew = /** @type {(inputs: Mail_Listing_RenewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renew or choose another plan: ${i?.link}`)
};

const es_mail_listing_renew = /** @type {(inputs: Mail_Listing_RenewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renueva o elige otro plan: ${i?.link}`)
};

const fr_mail_listing_renew = /** @type {(inputs: Mail_Listing_RenewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renouvelez ou choisissez une autre formule : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Renew or choose another plan: {link}" |
*
* @param {Mail_Listing_RenewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_renew = /** @type {((inputs: Mail_Listing_RenewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_RenewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_renew(inputs)
	if (locale === "fr") return fr_mail_listing_renew(inputs)
	return en_mail_listing_renew(inputs)
});