/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_DashboardInputs */

const en_partners_sub_dashboard = /** @type {(inputs: Partners_Sub_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your dashboard`)
};

const es_partners_sub_dashboard = /** @type {(inputs: Partners_Sub_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a tu panel`)
};

const fr_partners_sub_dashboard = /** @type {(inputs: Partners_Sub_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "Go to your dashboard" |
*
* @param {Partners_Sub_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_dashboard = /** @type {((inputs?: Partners_Sub_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_dashboard(inputs)
	if (locale === "fr") return fr_partners_sub_dashboard(inputs)
	return en_partners_sub_dashboard(inputs)
});