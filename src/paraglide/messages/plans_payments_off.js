/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Payments_OffInputs */

const en_plans_payments_off = /** @type {(inputs: Plans_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments are not configured on this site yet. Use the form below and our team will set up your plan.`)
};

const es_plans_payments_off = /** @type {(inputs: Plans_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos en línea aún no están configurados en este sitio. Usa el formulario de abajo y nuestro equipo preparará tu plan.`)
};

const fr_plans_payments_off = /** @type {(inputs: Plans_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements en ligne ne sont pas encore configurés sur ce site. Utilisez le formulaire ci-dessous et notre équipe mettra en place votre formule.`)
};

/**
* | output |
* | --- |
* | "Online payments are not configured on this site yet. Use the form below and our team will set up your plan." |
*
* @param {Plans_Payments_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_payments_off = /** @type {((inputs?: Plans_Payments_OffInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Payments_OffInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_payments_off(inputs)
	if (locale === "fr") return fr_plans_payments_off(inputs)
	return en_plans_payments_off(inputs)
});