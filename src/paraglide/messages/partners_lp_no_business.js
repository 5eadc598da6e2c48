/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_No_BusinessInputs */

const en_partners_lp_no_business = /** @type {(inputs: Partners_Lp_No_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Business Associated`)
};

const es_partners_lp_no_business = /** @type {(inputs: Partners_Lp_No_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún negocio asociado`)
};

const fr_partners_lp_no_business = /** @type {(inputs: Partners_Lp_No_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune entreprise associée`)
};

/**
* | output |
* | --- |
* | "No Business Associated" |
*
* @param {Partners_Lp_No_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_no_business = /** @type {((inputs?: Partners_Lp_No_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_No_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_no_business(inputs)
	if (locale === "fr") return fr_partners_lp_no_business(inputs)
	return en_partners_lp_no_business(inputs)
});