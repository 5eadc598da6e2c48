/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Partners_Premium_SaveInputs */

const en_partners_premium_save = /** @type {(inputs: Partners_Premium_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.percent}%`)
};

const es_partners_premium_save = /** @type {(inputs: Partners_Premium_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ahorra un ${i?.percent} %`)
};

const fr_partners_premium_save = /** @type {(inputs: Partners_Premium_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Économisez ${i?.percent} %`)
};

/**
* | output |
* | --- |
* | "Save {percent}%" |
*
* @param {Partners_Premium_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_save = /** @type {((inputs: Partners_Premium_SaveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_SaveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_save(inputs)
	if (locale === "fr") return fr_partners_premium_save(inputs)
	return en_partners_premium_save(inputs)
});