/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dashboard_WelcomeInputs */

const en_dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome back, ${i?.name}!`)
};

const es_dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Hola de nuevo, ${i?.name}!`)
};

const fr_dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bon retour, ${i?.name} !`)
};

/**
* | output |
* | --- |
* | "Welcome back, {name}!" |
*
* @param {Dashboard_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_welcome = /** @type {((inputs: Dashboard_WelcomeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_WelcomeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_welcome(inputs)
	if (locale === "fr") return fr_dashboard_welcome(inputs)
	return en_dashboard_welcome(inputs)
});