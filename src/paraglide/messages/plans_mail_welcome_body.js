/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown> }} Plans_Mail_Welcome_BodyInputs */

const en_plans_mail_welcome_body = /** @type {(inputs: Plans_Mail_Welcome_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for advertising with the Harlem Guide. Your ${i?.plan} plan is active and renews on ${i?.date}. Create your ads from your advertiser dashboard; you can change or cancel the plan anytime from billing.`)
};

const es_plans_mail_welcome_body = /** @type {(inputs: Plans_Mail_Welcome_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por anunciarte en la Guía de Harlem. Tu plan ${i?.plan} está activo y se renueva el ${i?.date}. Crea tus anuncios desde tu panel de anunciante; puedes cambiar o cancelar el plan cuando quieras desde facturación.`)
};

const fr_plans_mail_welcome_body = /** @type {(inputs: Plans_Mail_Welcome_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci d’annoncer dans le Guide de Harlem. Votre formule ${i?.plan} est active et se renouvelle le ${i?.date}. Créez vos annonces depuis votre tableau de bord d’annonceur ; vous pouvez modifier ou résilier la formule à tout moment depuis la facturation.`)
};

/**
* | output |
* | --- |
* | "Thank you for advertising with the Harlem Guide. Your {plan} plan is active and renews on {date}. Create your ads from your advertiser dashboard; you can cha..." |
*
* @param {Plans_Mail_Welcome_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_mail_welcome_body = /** @type {((inputs: Plans_Mail_Welcome_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Mail_Welcome_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_mail_welcome_body(inputs)
	if (locale === "fr") return fr_plans_mail_welcome_body(inputs)
	return en_plans_mail_welcome_body(inputs)
});