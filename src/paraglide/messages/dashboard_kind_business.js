/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Kind_BusinessInputs */

const en_dashboard_kind_business = /** @type {(inputs: Dashboard_Kind_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place`)
};

const es_dashboard_kind_business = /** @type {(inputs: Dashboard_Kind_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

const fr_dashboard_kind_business = /** @type {(inputs: Dashboard_Kind_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

/**
* | output |
* | --- |
* | "Place" |
*
* @param {Dashboard_Kind_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_kind_business = /** @type {((inputs?: Dashboard_Kind_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Kind_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_kind_business(inputs)
	if (locale === "fr") return fr_dashboard_kind_business(inputs)
	return en_dashboard_kind_business(inputs)
});