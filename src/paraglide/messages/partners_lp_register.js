/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_RegisterInputs */

const en_partners_lp_register = /** @type {(inputs: Partners_Lp_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`register your business`)
};

const es_partners_lp_register = /** @type {(inputs: Partners_Lp_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`registra tu negocio`)
};

const fr_partners_lp_register = /** @type {(inputs: Partners_Lp_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inscrivez votre entreprise`)
};

/**
* | output |
* | --- |
* | "register your business" |
*
* @param {Partners_Lp_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_register = /** @type {((inputs?: Partners_Lp_RegisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_RegisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_register(inputs)
	if (locale === "fr") return fr_partners_lp_register(inputs)
	return en_partners_lp_register(inputs)
});