/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_Custom_SummaryInputs */

const en_festival_tier_custom_summary = /** @type {(inputs: Festival_Tier_Custom_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A package built with you: youth programmes, health fair, in-kind support.`)
};

const es_festival_tier_custom_summary = /** @type {(inputs: Festival_Tier_Custom_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paquete creado contigo: programas juveniles, feria de salud, apoyo en especie.`)
};

const fr_festival_tier_custom_summary = /** @type {(inputs: Festival_Tier_Custom_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une offre construite avec vous : programmes jeunesse, salon de la santé, soutien en nature.`)
};

/**
* | output |
* | --- |
* | "A package built with you: youth programmes, health fair, in-kind support." |
*
* @param {Festival_Tier_Custom_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_custom_summary = /** @type {((inputs?: Festival_Tier_Custom_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_Custom_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_custom_summary(inputs)
	if (locale === "fr") return fr_festival_tier_custom_summary(inputs)
	return en_festival_tier_custom_summary(inputs)
});