/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_Stripe_NoteInputs */

const en_partners_sub_stripe_note = /** @type {(inputs: Partners_Sub_Stripe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You pay on Stripe's secure checkout page and come back here.`)
};

const es_partners_sub_stripe_note = /** @type {(inputs: Partners_Sub_Stripe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagas en la página de pago seguro de Stripe y luego vuelves aquí.`)
};

const fr_partners_sub_stripe_note = /** @type {(inputs: Partners_Sub_Stripe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous payez sur la page de paiement sécurisé de Stripe, puis vous revenez ici.`)
};

/**
* | output |
* | --- |
* | "You pay on Stripe's secure checkout page and come back here." |
*
* @param {Partners_Sub_Stripe_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_stripe_note = /** @type {((inputs?: Partners_Sub_Stripe_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_Stripe_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_stripe_note(inputs)
	if (locale === "fr") return fr_partners_sub_stripe_note(inputs)
	return en_partners_sub_stripe_note(inputs)
});