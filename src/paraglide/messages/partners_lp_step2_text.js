/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Step2_TextInputs */

const en_partners_lp_step2_text = /** @type {(inputs: Partners_Lp_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay once on Stripe’s checkout page. No subscription, nothing renews by itself.`)
};

const es_partners_lp_step2_text = /** @type {(inputs: Partners_Lp_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paga una sola vez en la página de pago de Stripe. Sin suscripción: nada se renueva solo.`)
};

const fr_partners_lp_step2_text = /** @type {(inputs: Partners_Lp_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez une seule fois sur la page de paiement de Stripe. Pas d’abonnement, rien ne se renouvelle tout seul.`)
};

/**
* | output |
* | --- |
* | "Pay once on Stripe’s checkout page. No subscription, nothing renews by itself." |
*
* @param {Partners_Lp_Step2_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_step2_text = /** @type {((inputs?: Partners_Lp_Step2_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Step2_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_step2_text(inputs)
	if (locale === "fr") return fr_partners_lp_step2_text(inputs)
	return en_partners_lp_step2_text(inputs)
});