/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Listing_DashboardInputs */

const en_mail_listing_dashboard = /** @type {(inputs: Mail_Listing_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your business dashboard: ${i?.link}`)
};

const es_mail_listing_dashboard = /** @type {(inputs: Mail_Listing_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu panel de negocio: ${i?.link}`)
};

const fr_mail_listing_dashboard = /** @type {(inputs: Mail_Listing_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre tableau de bord professionnel : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Your business dashboard: {link}" |
*
* @param {Mail_Listing_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_dashboard = /** @type {((inputs: Mail_Listing_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_dashboard(inputs)
	if (locale === "fr") return fr_mail_listing_dashboard(inputs)
	return en_mail_listing_dashboard(inputs)
});