/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Any_AmountInputs */

const en_festival_any_amount = /** @type {(inputs: Festival_Any_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any amount`)
};

const es_festival_any_amount = /** @type {(inputs: Festival_Any_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier monto`)
};

const fr_festival_any_amount = /** @type {(inputs: Festival_Any_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout montant`)
};

/**
* | output |
* | --- |
* | "Any amount" |
*
* @param {Festival_Any_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_any_amount = /** @type {((inputs?: Festival_Any_AmountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Any_AmountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_any_amount(inputs)
	if (locale === "fr") return fr_festival_any_amount(inputs)
	return en_festival_any_amount(inputs)
});