/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Other_WayInputs */

const en_owner_claim_other_way = /** @type {(inputs: Owner_Claim_Other_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use another way`)
};

const es_owner_claim_other_way = /** @type {(inputs: Owner_Claim_Other_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar otra forma`)
};

const fr_owner_claim_other_way = /** @type {(inputs: Owner_Claim_Other_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser un autre moyen`)
};

/**
* | output |
* | --- |
* | "Use another way" |
*
* @param {Owner_Claim_Other_WayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_other_way = /** @type {((inputs?: Owner_Claim_Other_WayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Other_WayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_other_way(inputs)
	if (locale === "fr") return fr_owner_claim_other_way(inputs)
	return en_owner_claim_other_way(inputs)
});