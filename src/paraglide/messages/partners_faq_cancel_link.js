/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Faq_Cancel_LinkInputs */

const en_partners_faq_cancel_link = /** @type {(inputs: Partners_Faq_Cancel_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership in your account settings`)
};

const es_partners_faq_cancel_link = /** @type {(inputs: Partners_Faq_Cancel_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membresía, en la configuración de tu cuenta`)
};

const fr_partners_faq_cancel_link = /** @type {(inputs: Partners_Faq_Cancel_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement, dans les paramètres de votre compte`)
};

/**
* | output |
* | --- |
* | "Membership in your account settings" |
*
* @param {Partners_Faq_Cancel_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_faq_cancel_link = /** @type {((inputs?: Partners_Faq_Cancel_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Faq_Cancel_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_faq_cancel_link(inputs)
	if (locale === "fr") return fr_partners_faq_cancel_link(inputs)
	return en_partners_faq_cancel_link(inputs)
});