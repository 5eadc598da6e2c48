/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_Member_ThanksInputs */

const en_partners_premium_member_thanks = /** @type {(inputs: Partners_Premium_Member_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are a Premium Member. Thank you for supporting Harlem!`)
};

const es_partners_premium_member_thanks = /** @type {(inputs: Partners_Premium_Member_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eres miembro Premium. ¡Gracias por apoyar a Harlem!`)
};

const fr_partners_premium_member_thanks = /** @type {(inputs: Partners_Premium_Member_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes membre Premium. Merci de soutenir Harlem !`)
};

/**
* | output |
* | --- |
* | "You are a Premium Member. Thank you for supporting Harlem!" |
*
* @param {Partners_Premium_Member_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_member_thanks = /** @type {((inputs?: Partners_Premium_Member_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_Member_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_member_thanks(inputs)
	if (locale === "fr") return fr_partners_premium_member_thanks(inputs)
	return en_partners_premium_member_thanks(inputs)
});