/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Past_DueInputs */

const en_plans_past_due = /** @type {(inputs: Plans_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your last payment failed; Stripe is retrying it. Update your card in billing.`)
};

const es_plans_past_due = /** @type {(inputs: Plans_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu último pago falló; Stripe lo está reintentando. Actualiza tu tarjeta en facturación.`)
};

const fr_plans_past_due = /** @type {(inputs: Plans_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre dernier paiement a échoué ; Stripe réessaie. Mettez à jour votre carte dans la facturation.`)
};

/**
* | output |
* | --- |
* | "Your last payment failed; Stripe is retrying it. Update your card in billing." |
*
* @param {Plans_Past_DueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_past_due = /** @type {((inputs?: Plans_Past_DueInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Past_DueInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_past_due(inputs)
	if (locale === "fr") return fr_plans_past_due(inputs)
	return en_plans_past_due(inputs)
});