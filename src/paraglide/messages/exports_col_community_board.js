/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Community_BoardInputs */

const en_exports_col_community_board = /** @type {(inputs: Exports_Col_Community_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`community board`)
};

const es_exports_col_community_board = /** @type {(inputs: Exports_Col_Community_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`distrito comunitario`)
};

const fr_exports_col_community_board = /** @type {(inputs: Exports_Col_Community_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`district communautaire`)
};

/**
* | output |
* | --- |
* | "community board" |
*
* @param {Exports_Col_Community_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_community_board = /** @type {((inputs?: Exports_Col_Community_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Community_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_community_board(inputs)
	if (locale === "fr") return fr_exports_col_community_board(inputs)
	return en_exports_col_community_board(inputs)
});