/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Donation_Dear_FriendInputs */

const en_mail_donation_dear_friend = /** @type {(inputs: Mail_Donation_Dear_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dear friend of Harlem,`)
};

const es_mail_donation_dear_friend = /** @type {(inputs: Mail_Donation_Dear_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Querida amiga, querido amigo de Harlem:`)
};

const fr_mail_donation_dear_friend = /** @type {(inputs: Mail_Donation_Dear_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chère amie, cher ami de Harlem,`)
};

/**
* | output |
* | --- |
* | "Dear friend of Harlem," |
*
* @param {Mail_Donation_Dear_FriendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_dear_friend = /** @type {((inputs?: Mail_Donation_Dear_FriendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_Dear_FriendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_dear_friend(inputs)
	if (locale === "fr") return fr_mail_donation_dear_friend(inputs)
	return en_mail_donation_dear_friend(inputs)
});