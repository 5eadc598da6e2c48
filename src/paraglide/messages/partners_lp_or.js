/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_OrInputs */

const en_partners_lp_or = /** @type {(inputs: Partners_Lp_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` or `)
};

const es_partners_lp_or = /** @type {(inputs: Partners_Lp_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` o `)
};

const fr_partners_lp_or = /** @type {(inputs: Partners_Lp_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ou `)
};

/**
* | output |
* | --- |
* | "or" |
*
* @param {Partners_Lp_OrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_or = /** @type {((inputs?: Partners_Lp_OrInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_OrInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_or(inputs)
	if (locale === "fr") return fr_partners_lp_or(inputs)
	return en_partners_lp_or(inputs)
});