/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Owners_OnlyInputs */

const en_partners_lp_owners_only = /** @type {(inputs: Partners_Lp_Owners_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing plans are bought by business owners for their own listing. `)
};

const es_partners_lp_owners_only = /** @type {(inputs: Partners_Lp_Owners_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes de ficha los compran los dueños de negocios para su propia ficha. `)
};

const fr_partners_lp_owners_only = /** @type {(inputs: Partners_Lp_Owners_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les formules de fiche sont achetées par les propriétaires pour la fiche de leur entreprise. `)
};

/**
* | output |
* | --- |
* | "Listing plans are bought by business owners for their own listing." |
*
* @param {Partners_Lp_Owners_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_owners_only = /** @type {((inputs?: Partners_Lp_Owners_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Owners_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_owners_only(inputs)
	if (locale === "fr") return fr_partners_lp_owners_only(inputs)
	return en_partners_lp_owners_only(inputs)
});