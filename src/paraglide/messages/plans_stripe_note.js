/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Stripe_NoteInputs */

const en_plans_stripe_note = /** @type {(inputs: Plans_Stripe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You pay on Stripe's secure checkout. Cancel anytime from billing.`)
};

const es_plans_stripe_note = /** @type {(inputs: Plans_Stripe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagas en la página segura de Stripe. Cancela cuando quieras desde facturación.`)
};

const fr_plans_stripe_note = /** @type {(inputs: Plans_Stripe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous payez sur la page sécurisée de Stripe. Résiliable à tout moment depuis la facturation.`)
};

/**
* | output |
* | --- |
* | "You pay on Stripe's secure checkout. Cancel anytime from billing." |
*
* @param {Plans_Stripe_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_stripe_note = /** @type {((inputs?: Plans_Stripe_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Stripe_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_stripe_note(inputs)
	if (locale === "fr") return fr_plans_stripe_note(inputs)
	return en_plans_stripe_note(inputs)
});