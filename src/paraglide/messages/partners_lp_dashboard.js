/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_DashboardInputs */

const en_partners_lp_dashboard = /** @type {(inputs: Partners_Lp_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your business dashboard`)
};

const es_partners_lp_dashboard = /** @type {(inputs: Partners_Lp_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu panel de negocio`)
};

const fr_partners_lp_dashboard = /** @type {(inputs: Partners_Lp_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre tableau de bord entreprise`)
};

/**
* | output |
* | --- |
* | "Your business dashboard" |
*
* @param {Partners_Lp_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_dashboard = /** @type {((inputs?: Partners_Lp_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_dashboard(inputs)
	if (locale === "fr") return fr_partners_lp_dashboard(inputs)
	return en_partners_lp_dashboard(inputs)
});