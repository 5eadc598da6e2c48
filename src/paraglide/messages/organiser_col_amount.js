/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Col_AmountInputs */

const en_organiser_col_amount = /** @type {(inputs: Organiser_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const es_organiser_col_amount = /** @type {(inputs: Organiser_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto`)
};

const fr_organiser_col_amount = /** @type {(inputs: Organiser_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Organiser_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_col_amount = /** @type {((inputs?: Organiser_Col_AmountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Col_AmountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_col_amount(inputs)
	if (locale === "fr") return fr_organiser_col_amount(inputs)
	return en_organiser_col_amount(inputs)
});