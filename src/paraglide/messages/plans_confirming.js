/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_ConfirmingInputs */

const en_plans_confirming = /** @type {(inputs: Plans_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan starts as soon as Stripe confirms the payment. This page refreshes itself.`)
};

const es_plans_confirming = /** @type {(inputs: Plans_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan empieza en cuanto Stripe confirme el pago. Esta página se actualiza sola.`)
};

const fr_plans_confirming = /** @type {(inputs: Plans_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre formule démarre dès que Stripe confirme le paiement. Cette page s’actualise d’elle-même.`)
};

/**
* | output |
* | --- |
* | "Your plan starts as soon as Stripe confirms the payment. This page refreshes itself." |
*
* @param {Plans_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_confirming = /** @type {((inputs?: Plans_ConfirmingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_ConfirmingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_confirming(inputs)
	if (locale === "fr") return fr_plans_confirming(inputs)
	return en_plans_confirming(inputs)
});