/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Tier_NeighborInputs */

const en_loyalty_tier_neighbor = /** @type {(inputs: Loyalty_Tier_NeighborInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbor`)
};

const es_loyalty_tier_neighbor = /** @type {(inputs: Loyalty_Tier_NeighborInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vecino`)
};

const fr_loyalty_tier_neighbor = /** @type {(inputs: Loyalty_Tier_NeighborInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voisin`)
};

/**
* | output |
* | --- |
* | "Neighbor" |
*
* @param {Loyalty_Tier_NeighborInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_tier_neighbor = /** @type {((inputs?: Loyalty_Tier_NeighborInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Tier_NeighborInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_tier_neighbor(inputs)
	if (locale === "fr") return fr_loyalty_tier_neighbor(inputs)
	return en_loyalty_tier_neighbor(inputs)
});