/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_See_AllInputs */

const en_dashboard_see_all = /** @type {(inputs: Dashboard_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See all ${i?.count}`)
};

const es_dashboard_see_all = /** @type {(inputs: Dashboard_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver los ${i?.count}`)
};

const fr_dashboard_see_all = /** @type {(inputs: Dashboard_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir les ${i?.count}`)
};

/**
* | output |
* | --- |
* | "See all {count}" |
*
* @param {Dashboard_See_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_see_all = /** @type {((inputs: Dashboard_See_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_See_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_see_all(inputs)
	if (locale === "fr") return fr_dashboard_see_all(inputs)
	return en_dashboard_see_all(inputs)
});