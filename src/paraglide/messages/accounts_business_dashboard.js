/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Business_DashboardInputs */

const en_accounts_business_dashboard = /** @type {(inputs: Accounts_Business_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business dashboard`)
};

const es_accounts_business_dashboard = /** @type {(inputs: Accounts_Business_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel del negocio`)
};

const fr_accounts_business_dashboard = /** @type {(inputs: Accounts_Business_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord du commerce`)
};

/**
* | output |
* | --- |
* | "Business dashboard" |
*
* @param {Accounts_Business_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_business_dashboard = /** @type {((inputs?: Accounts_Business_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Business_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_business_dashboard(inputs)
	if (locale === "fr") return fr_accounts_business_dashboard(inputs)
	return en_accounts_business_dashboard(inputs)
});