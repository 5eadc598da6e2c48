/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Faq_Guarantee_AInputs */

const en_partners_faq_guarantee_a = /** @type {(inputs: Partners_Faq_Guarantee_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New premium subscriptions have a 30-day money-back guarantee: ask for a refund from Membership in your account settings and Premium ends at once. See the refund policy on our`)
};

const es_partners_faq_guarantee_a = /** @type {(inputs: Partners_Faq_Guarantee_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las nuevas suscripciones premium tienen una garantía de reembolso de 30 días: pide el reembolso desde Membresía, en la configuración de tu cuenta, y Premium termina de inmediato. Consulta la política de reembolsos en nuestra`)
};

const fr_partners_faq_guarantee_a = /** @type {(inputs: Partners_Faq_Guarantee_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouveaux abonnements premium sont satisfaits ou remboursés pendant 30 jours : demandez le remboursement depuis Abonnement, dans les paramètres de votre compte, et Premium prend fin aussitôt. Consultez la politique de remboursement sur notre`)
};

/**
* | output |
* | --- |
* | "New premium subscriptions have a 30-day money-back guarantee: ask for a refund from Membership in your account settings and Premium ends at once. See the ref..." |
*
* @param {Partners_Faq_Guarantee_AInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_faq_guarantee_a = /** @type {((inputs?: Partners_Faq_Guarantee_AInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Faq_Guarantee_AInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_faq_guarantee_a(inputs)
	if (locale === "fr") return fr_partners_faq_guarantee_a(inputs)
	return en_partners_faq_guarantee_a(inputs)
});