/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Premium_Duplicate_BodyInputs */

const en_mail_premium_duplicate_body = /** @type {(inputs: Mail_Premium_Duplicate_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You already had Premium, so we cancelled the second subscription you just started and refunded its ${i?.amount} in full. Your membership is unchanged.`)
};

const es_mail_premium_duplicate_body = /** @type {(inputs: Mail_Premium_Duplicate_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya tenías Premium, así que cancelamos la segunda suscripción que acabas de iniciar y te reembolsamos íntegramente sus ${i?.amount}. Tu membresía no cambia.`)
};

const fr_mail_premium_duplicate_body = /** @type {(inputs: Mail_Premium_Duplicate_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous aviez déjà Premium : nous avons donc annulé le second abonnement que vous venez de souscrire et vous avons remboursé intégralement ses ${i?.amount}. Votre abonnement reste inchangé.`)
};

/**
* | output |
* | --- |
* | "You already had Premium, so we cancelled the second subscription you just started and refunded its {amount} in full. Your membership is unchanged." |
*
* @param {Mail_Premium_Duplicate_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_premium_duplicate_body = /** @type {((inputs: Mail_Premium_Duplicate_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Premium_Duplicate_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_premium_duplicate_body(inputs)
	if (locale === "fr") return fr_mail_premium_duplicate_body(inputs)
	return en_mail_premium_duplicate_body(inputs)
});