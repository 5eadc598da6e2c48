/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_How_LegendInputs */

const en_owner_claim_how_legend = /** @type {(inputs: Owner_Claim_How_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How should we check it is yours?`)
};

const es_owner_claim_how_legend = /** @type {(inputs: Owner_Claim_How_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo comprobamos que es tuyo?`)
};

const fr_owner_claim_how_legend = /** @type {(inputs: Owner_Claim_How_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vérifier qu’il est à vous ?`)
};

/**
* | output |
* | --- |
* | "How should we check it is yours?" |
*
* @param {Owner_Claim_How_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_how_legend = /** @type {((inputs?: Owner_Claim_How_LegendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_How_LegendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_how_legend(inputs)
	if (locale === "fr") return fr_owner_claim_how_legend(inputs)
	return en_owner_claim_how_legend(inputs)
});