/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_Stripe_MonthlyInputs */

const en_partners_wizard_stripe_monthly = /** @type {(inputs: Partners_Wizard_Stripe_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You pay on Stripe’s secure checkout page, once now and then monthly, and come back here.`)
};

const es_partners_wizard_stripe_monthly = /** @type {(inputs: Partners_Wizard_Stripe_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagas en la página de pago seguro de Stripe, una vez ahora y luego cada mes, y después vuelves aquí.`)
};

const fr_partners_wizard_stripe_monthly = /** @type {(inputs: Partners_Wizard_Stripe_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous payez sur la page de paiement sécurisé de Stripe, une fois maintenant puis chaque mois, puis vous revenez ici.`)
};

/**
* | output |
* | --- |
* | "You pay on Stripe’s secure checkout page, once now and then monthly, and come back here." |
*
* @param {Partners_Wizard_Stripe_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_stripe_monthly = /** @type {((inputs?: Partners_Wizard_Stripe_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_Stripe_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_stripe_monthly(inputs)
	if (locale === "fr") return fr_partners_wizard_stripe_monthly(inputs)
	return en_partners_wizard_stripe_monthly(inputs)
});