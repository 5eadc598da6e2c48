/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Listing_Will_RemindInputs */

const en_mail_listing_will_remind = /** @type {(inputs: Mail_Listing_Will_RemindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will remind you 30 days before the listing ends.`)
};

const es_mail_listing_will_remind = /** @type {(inputs: Mail_Listing_Will_RemindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te avisaremos 30 días antes de que termine el plan.`)
};

const fr_mail_listing_will_remind = /** @type {(inputs: Mail_Listing_Will_RemindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous préviendrons 30 jours avant la fin de la formule.`)
};

/**
* | output |
* | --- |
* | "We will remind you 30 days before the listing ends." |
*
* @param {Mail_Listing_Will_RemindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_will_remind = /** @type {((inputs?: Mail_Listing_Will_RemindInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Will_RemindInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_will_remind(inputs)
	if (locale === "fr") return fr_mail_listing_will_remind(inputs)
	return en_mail_listing_will_remind(inputs)
});