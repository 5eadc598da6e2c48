/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_RegisterInputs */

const en_dashboard_register = /** @type {(inputs: Dashboard_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const es_dashboard_register = /** @type {(inputs: Dashboard_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscribirme`)
};

const fr_dashboard_register = /** @type {(inputs: Dashboard_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’inscrire`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Dashboard_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_register = /** @type {((inputs?: Dashboard_RegisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_RegisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_register(inputs)
	if (locale === "fr") return fr_dashboard_register(inputs)
	return en_dashboard_register(inputs)
});