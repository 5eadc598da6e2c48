/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Not_Configured_TextInputs */

const en_partners_lp_not_configured_text = /** @type {(inputs: Partners_Lp_Not_Configured_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments are not configured on this site yet. Nothing has been charged.`)
};

const es_partners_lp_not_configured_text = /** @type {(inputs: Partners_Lp_Not_Configured_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos en línea aún no están configurados en este sitio. No se ha cobrado nada.`)
};

const fr_partners_lp_not_configured_text = /** @type {(inputs: Partners_Lp_Not_Configured_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements en ligne ne sont pas encore configurés sur ce site. Rien n’a été débité.`)
};

/**
* | output |
* | --- |
* | "Online payments are not configured on this site yet. Nothing has been charged." |
*
* @param {Partners_Lp_Not_Configured_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_not_configured_text = /** @type {((inputs?: Partners_Lp_Not_Configured_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Not_Configured_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_not_configured_text(inputs)
	if (locale === "fr") return fr_partners_lp_not_configured_text(inputs)
	return en_partners_lp_not_configured_text(inputs)
});