/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Default_NameInputs */

const en_dashboard_default_name = /** @type {(inputs: Dashboard_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer`)
};

const es_dashboard_default_name = /** @type {(inputs: Dashboard_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`explorador`)
};

const fr_dashboard_default_name = /** @type {(inputs: Dashboard_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`explorateur`)
};

/**
* | output |
* | --- |
* | "Explorer" |
*
* @param {Dashboard_Default_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_default_name = /** @type {((inputs?: Dashboard_Default_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Default_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_default_name(inputs)
	if (locale === "fr") return fr_dashboard_default_name(inputs)
	return en_dashboard_default_name(inputs)
});