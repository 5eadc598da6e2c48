/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_SubscriptionInputs */

const en_admin_msg_subscription = /** @type {(inputs: Admin_Msg_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member pays for premium by subscription; it ends when they cancel it in billing (or a refund ends it).`)
};

const es_admin_msg_subscription = /** @type {(inputs: Admin_Msg_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este miembro paga Premium con una suscripción; termina cuando la cancela en la facturación (o con un reembolso).`)
};

const fr_admin_msg_subscription = /** @type {(inputs: Admin_Msg_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce membre paie Premium par abonnement ; il prend fin quand il le résilie dans la facturation (ou avec un remboursement).`)
};

/**
* | output |
* | --- |
* | "This member pays for premium by subscription; it ends when they cancel it in billing (or a refund ends it)." |
*
* @param {Admin_Msg_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_subscription = /** @type {((inputs?: Admin_Msg_SubscriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_SubscriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_subscription(inputs)
	if (locale === "fr") return fr_admin_msg_subscription(inputs)
	return en_admin_msg_subscription(inputs)
});