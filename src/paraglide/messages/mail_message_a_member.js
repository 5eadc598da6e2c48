/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Message_A_MemberInputs */

const en_mail_message_a_member = /** @type {(inputs: Mail_Message_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A member`)
};

const es_mail_message_a_member = /** @type {(inputs: Mail_Message_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un miembro`)
};

const fr_mail_message_a_member = /** @type {(inputs: Mail_Message_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un membre`)
};

/**
* | output |
* | --- |
* | "A member" |
*
* @param {Mail_Message_A_MemberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_message_a_member = /** @type {((inputs?: Mail_Message_A_MemberInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Message_A_MemberInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_message_a_member(inputs)
	if (locale === "fr") return fr_mail_message_a_member(inputs)
	return en_mail_message_a_member(inputs)
});