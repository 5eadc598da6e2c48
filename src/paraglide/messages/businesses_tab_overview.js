/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Tab_OverviewInputs */

const en_businesses_tab_overview = /** @type {(inputs: Businesses_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

const es_businesses_tab_overview = /** @type {(inputs: Businesses_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen`)
};

const fr_businesses_tab_overview = /** @type {(inputs: Businesses_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu`)
};

/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Businesses_Tab_OverviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tab_overview = /** @type {((inputs?: Businesses_Tab_OverviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tab_OverviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tab_overview(inputs)
	if (locale === "fr") return fr_businesses_tab_overview(inputs)
	return en_businesses_tab_overview(inputs)
});