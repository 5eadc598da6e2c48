/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, amount: NonNullable<unknown> }} Plans_Mail_Duplicate_BodyInputs */

const en_plans_mail_duplicate_body = /** @type {(inputs: Plans_Mail_Duplicate_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You already had a live ${i?.plan} plan, so the second subscription was cancelled and ${i?.amount} refunded to your card. Your first plan continues as before.`)
};

const es_plans_mail_duplicate_body = /** @type {(inputs: Plans_Mail_Duplicate_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya tenías un plan ${i?.plan} activo, así que cancelamos la segunda suscripción y reembolsamos ${i?.amount} a tu tarjeta. Tu primer plan sigue igual.`)
};

const fr_plans_mail_duplicate_body = /** @type {(inputs: Plans_Mail_Duplicate_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous aviez déjà une formule ${i?.plan} active : le deuxième abonnement a été résilié et ${i?.amount} remboursés sur votre carte. Votre première formule continue comme avant.`)
};

/**
* | output |
* | --- |
* | "You already had a live {plan} plan, so the second subscription was cancelled and {amount} refunded to your card. Your first plan continues as before." |
*
* @param {Plans_Mail_Duplicate_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_mail_duplicate_body = /** @type {((inputs: Plans_Mail_Duplicate_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Mail_Duplicate_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_mail_duplicate_body(inputs)
	if (locale === "fr") return fr_plans_mail_duplicate_body(inputs)
	return en_plans_mail_duplicate_body(inputs)
});