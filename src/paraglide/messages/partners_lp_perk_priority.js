/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ priority: NonNullable<unknown> }} Partners_Lp_Perk_PriorityInputs */

const en_partners_lp_perk_priority = /** @type {(inputs: Partners_Lp_Perk_PriorityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Directory priority ${i?.priority} of 5`)
};

const es_partners_lp_perk_priority = /** @type {(inputs: Partners_Lp_Perk_PriorityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prioridad ${i?.priority} de 5 en el directorio`)
};

const fr_partners_lp_perk_priority = /** @type {(inputs: Partners_Lp_Perk_PriorityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Priorité ${i?.priority} sur 5 dans l’annuaire`)
};

/**
* | output |
* | --- |
* | "Directory priority {priority} of 5" |
*
* @param {Partners_Lp_Perk_PriorityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_perk_priority = /** @type {((inputs: Partners_Lp_Perk_PriorityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Perk_PriorityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_perk_priority(inputs)
	if (locale === "fr") return fr_partners_lp_perk_priority(inputs)
	return en_partners_lp_perk_priority(inputs)
});