/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Col_ReasonInputs */

const en_loyalty_col_reason = /** @type {(inputs: Loyalty_Col_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const es_loyalty_col_reason = /** @type {(inputs: Loyalty_Col_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const fr_loyalty_col_reason = /** @type {(inputs: Loyalty_Col_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Loyalty_Col_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_col_reason = /** @type {((inputs?: Loyalty_Col_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Col_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_col_reason(inputs)
	if (locale === "fr") return fr_loyalty_col_reason(inputs)
	return en_loyalty_col_reason(inputs)
});