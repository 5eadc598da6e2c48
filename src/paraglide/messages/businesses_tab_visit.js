/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Tab_VisitInputs */

const en_businesses_tab_visit = /** @type {(inputs: Businesses_Tab_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit`)
};

const es_businesses_tab_visit = /** @type {(inputs: Businesses_Tab_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visita`)
};

const fr_businesses_tab_visit = /** @type {(inputs: Businesses_Tab_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiter`)
};

/**
* | output |
* | --- |
* | "Visit" |
*
* @param {Businesses_Tab_VisitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tab_visit = /** @type {((inputs?: Businesses_Tab_VisitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tab_VisitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tab_visit(inputs)
	if (locale === "fr") return fr_businesses_tab_visit(inputs)
	return en_businesses_tab_visit(inputs)
});