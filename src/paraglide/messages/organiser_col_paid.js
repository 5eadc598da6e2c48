/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Col_PaidInputs */

const en_organiser_col_paid = /** @type {(inputs: Organiser_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const es_organiser_col_paid = /** @type {(inputs: Organiser_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagado`)
};

const fr_organiser_col_paid = /** @type {(inputs: Organiser_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Organiser_Col_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_col_paid = /** @type {((inputs?: Organiser_Col_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Col_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_col_paid(inputs)
	if (locale === "fr") return fr_organiser_col_paid(inputs)
	return en_organiser_col_paid(inputs)
});