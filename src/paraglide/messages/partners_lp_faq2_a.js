/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Faq2_AInputs */

const en_partners_lp_faq2_a = /** @type {(inputs: Partners_Lp_Faq2_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. The new plan starts when the current one ends, so no paid day is lost, and the higher priority of the two applies.`)
};

const es_partners_lp_faq2_a = /** @type {(inputs: Partners_Lp_Faq2_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí. El nuevo plan empieza cuando termina el actual, así no pierdes ningún día pagado, y se aplica la prioridad más alta de los dos.`)
};

const fr_partners_lp_faq2_a = /** @type {(inputs: Partners_Lp_Faq2_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. La nouvelle formule commence à la fin de l’actuelle, aucun jour payé n’est donc perdu, et la priorité la plus haute des deux s’applique.`)
};

/**
* | output |
* | --- |
* | "Yes. The new plan starts when the current one ends, so no paid day is lost, and the higher priority of the two applies." |
*
* @param {Partners_Lp_Faq2_AInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_faq2_a = /** @type {((inputs?: Partners_Lp_Faq2_AInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Faq2_AInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_faq2_a(inputs)
	if (locale === "fr") return fr_partners_lp_faq2_a(inputs)
	return en_partners_lp_faq2_a(inputs)
});