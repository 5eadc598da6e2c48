/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tab_OverviewInputs */

const en_owner_tab_overview = /** @type {(inputs: Owner_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

const es_owner_tab_overview = /** @type {(inputs: Owner_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen general`)
};

const fr_owner_tab_overview = /** @type {(inputs: Owner_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vue d’ensemble`)
};

/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Owner_Tab_OverviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_tab_overview = /** @type {((inputs?: Owner_Tab_OverviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tab_OverviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tab_overview(inputs)
	if (locale === "fr") return fr_owner_tab_overview(inputs)
	return en_owner_tab_overview(inputs)
});