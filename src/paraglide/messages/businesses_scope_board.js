/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ board: NonNullable<unknown> }} Businesses_Scope_BoardInputs */

const en_businesses_scope_board = /** @type {(inputs: Businesses_Scope_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in Community Board ${i?.board}`)
};

const es_businesses_scope_board = /** @type {(inputs: Businesses_Scope_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` en el Distrito Comunitario ${i?.board}`)
};

const fr_businesses_scope_board = /** @type {(inputs: Businesses_Scope_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` dans le district communautaire ${i?.board}`)
};

/**
* | output |
* | --- |
* | "in Community Board {board}" |
*
* @param {Businesses_Scope_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_scope_board = /** @type {((inputs: Businesses_Scope_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Scope_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_scope_board(inputs)
	if (locale === "fr") return fr_businesses_scope_board(inputs)
	return en_businesses_scope_board(inputs)
});