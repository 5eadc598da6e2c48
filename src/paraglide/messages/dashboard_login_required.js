/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Login_RequiredInputs */

const en_dashboard_login_required = /** @type {(inputs: Dashboard_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Required`)
};

const es_dashboard_login_required = /** @type {(inputs: Dashboard_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión`)
};

const fr_dashboard_login_required = /** @type {(inputs: Dashboard_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion requise`)
};

/**
* | output |
* | --- |
* | "Login Required" |
*
* @param {Dashboard_Login_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_login_required = /** @type {((inputs?: Dashboard_Login_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Login_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_login_required(inputs)
	if (locale === "fr") return fr_dashboard_login_required(inputs)
	return en_dashboard_login_required(inputs)
});