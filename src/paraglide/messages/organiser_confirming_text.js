/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Confirming_TextInputs */

const en_organiser_confirming_text = /** @type {(inputs: Organiser_Confirming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your place is held while Stripe confirms the payment. This page refreshes itself.`)
};

const es_organiser_confirming_text = /** @type {(inputs: Organiser_Confirming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te guardamos el lugar mientras Stripe confirma el pago. Esta página se actualiza sola.`)
};

const fr_organiser_confirming_text = /** @type {(inputs: Organiser_Confirming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre place est retenue pendant que Stripe confirme le paiement. Cette page s’actualise d’elle-même.`)
};

/**
* | output |
* | --- |
* | "Your place is held while Stripe confirms the payment. This page refreshes itself." |
*
* @param {Organiser_Confirming_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_confirming_text = /** @type {((inputs?: Organiser_Confirming_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Confirming_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_confirming_text(inputs)
	if (locale === "fr") return fr_organiser_confirming_text(inputs)
	return en_organiser_confirming_text(inputs)
});