/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Step3_TextInputs */

const en_partners_lp_step3_text = /** @type {(inputs: Partners_Lp_Step3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The moment the payment is confirmed your listing is premium and ranks by its plan.`)
};

const es_partners_lp_step3_text = /** @type {(inputs: Partners_Lp_Step3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cuanto se confirma el pago, tu ficha pasa a ser prémium y se ordena según tu plan.`)
};

const fr_partners_lp_step3_text = /** @type {(inputs: Partners_Lp_Step3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dès la confirmation du paiement, votre fiche devient premium et se classe selon sa formule.`)
};

/**
* | output |
* | --- |
* | "The moment the payment is confirmed your listing is premium and ranks by its plan." |
*
* @param {Partners_Lp_Step3_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_step3_text = /** @type {((inputs?: Partners_Lp_Step3_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Step3_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_step3_text(inputs)
	if (locale === "fr") return fr_partners_lp_step3_text(inputs)
	return en_partners_lp_step3_text(inputs)
});