/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Seats_TakenInputs */

const en_exports_col_seats_taken = /** @type {(inputs: Exports_Col_Seats_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seats taken`)
};

const es_exports_col_seats_taken = /** @type {(inputs: Exports_Col_Seats_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lugares ocupados`)
};

const fr_exports_col_seats_taken = /** @type {(inputs: Exports_Col_Seats_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`places prises`)
};

/**
* | output |
* | --- |
* | "seats taken" |
*
* @param {Exports_Col_Seats_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_seats_taken = /** @type {((inputs?: Exports_Col_Seats_TakenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Seats_TakenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_seats_taken(inputs)
	if (locale === "fr") return fr_exports_col_seats_taken(inputs)
	return en_exports_col_seats_taken(inputs)
});