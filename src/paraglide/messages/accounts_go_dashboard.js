/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Go_DashboardInputs */

const en_accounts_go_dashboard = /** @type {(inputs: Accounts_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your dashboard`)
};

const es_accounts_go_dashboard = /** @type {(inputs: Accounts_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a tu panel`)
};

const fr_accounts_go_dashboard = /** @type {(inputs: Accounts_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "Go to your dashboard" |
*
* @param {Accounts_Go_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_go_dashboard = /** @type {((inputs?: Accounts_Go_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Go_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_go_dashboard(inputs)
	if (locale === "fr") return fr_accounts_go_dashboard(inputs)
	return en_accounts_go_dashboard(inputs)
});