/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_HistoryInputs */

const en_names_category_history = /** @type {(inputs: Names_Category_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historical Sites`)
};

const es_names_category_history = /** @type {(inputs: Names_Category_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitios históricos`)
};

const fr_names_category_history = /** @type {(inputs: Names_Category_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sites historiques`)
};

/**
* | output |
* | --- |
* | "Historical Sites" |
*
* @param {Names_Category_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_history = /** @type {((inputs?: Names_Category_HistoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_HistoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_history(inputs)
	if (locale === "fr") return fr_names_category_history(inputs)
	return en_names_category_history(inputs)
});