/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_ElseInputs */

const en_partners_lp_else = /** @type {(inputs: Partners_Lp_ElseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something else? `)
};

const es_partners_lp_else = /** @type {(inputs: Partners_Lp_ElseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Algo más? `)
};

const fr_partners_lp_else = /** @type {(inputs: Partners_Lp_ElseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre chose ? `)
};

/**
* | output |
* | --- |
* | "Something else?" |
*
* @param {Partners_Lp_ElseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_else = /** @type {((inputs?: Partners_Lp_ElseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_ElseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_else(inputs)
	if (locale === "fr") return fr_partners_lp_else(inputs)
	return en_partners_lp_else(inputs)
});