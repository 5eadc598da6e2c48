/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Not_ConfiguredInputs */

const en_partners_lp_not_configured = /** @type {(inputs: Partners_Lp_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments are not configured`)
};

const es_partners_lp_not_configured = /** @type {(inputs: Partners_Lp_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos no están configurados`)
};

const fr_partners_lp_not_configured = /** @type {(inputs: Partners_Lp_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements ne sont pas configurés`)
};

/**
* | output |
* | --- |
* | "Payments are not configured" |
*
* @param {Partners_Lp_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_not_configured = /** @type {((inputs?: Partners_Lp_Not_ConfiguredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Not_ConfiguredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_not_configured(inputs)
	if (locale === "fr") return fr_partners_lp_not_configured(inputs)
	return en_partners_lp_not_configured(inputs)
});