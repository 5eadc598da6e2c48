/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_PremiumInputs */

const en_exports_col_premium = /** @type {(inputs: Exports_Col_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`premium`)
};

const es_exports_col_premium = /** @type {(inputs: Exports_Col_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prémium`)
};

const fr_exports_col_premium = /** @type {(inputs: Exports_Col_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`statut premium`)
};

/**
* | output |
* | --- |
* | "premium" |
*
* @param {Exports_Col_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_premium = /** @type {((inputs?: Exports_Col_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_premium(inputs)
	if (locale === "fr") return fr_exports_col_premium(inputs)
	return en_exports_col_premium(inputs)
});