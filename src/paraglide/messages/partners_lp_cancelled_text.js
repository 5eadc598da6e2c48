/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Cancelled_TextInputs */

const en_partners_lp_cancelled_text = /** @type {(inputs: Partners_Lp_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. Choose a plan whenever you are ready.`)
};

const es_partners_lp_cancelled_text = /** @type {(inputs: Partners_Lp_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cobró nada. Elige un plan cuando estés listo.`)
};

const fr_partners_lp_cancelled_text = /** @type {(inputs: Partners_Lp_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été débité. Choisissez une formule quand vous serez prêt.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. Choose a plan whenever you are ready." |
*
* @param {Partners_Lp_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_cancelled_text = /** @type {((inputs?: Partners_Lp_Cancelled_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Cancelled_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_cancelled_text(inputs)
	if (locale === "fr") return fr_partners_lp_cancelled_text(inputs)
	return en_partners_lp_cancelled_text(inputs)
});