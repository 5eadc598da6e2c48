/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rule: NonNullable<unknown>, date: NonNullable<unknown> }} Cards_Repeat_UntilInputs */

const en_cards_repeat_until = /** @type {(inputs: Cards_Repeat_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule} until ${i?.date}`)
};

const es_cards_repeat_until = /** @type {(inputs: Cards_Repeat_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule} hasta el ${i?.date}`)
};

const fr_cards_repeat_until = /** @type {(inputs: Cards_Repeat_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule} jusqu’au ${i?.date}`)
};

/**
* | output |
* | --- |
* | "{rule} until {date}" |
*
* @param {Cards_Repeat_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_until = /** @type {((inputs: Cards_Repeat_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_until(inputs)
	if (locale === "fr") return fr_cards_repeat_until(inputs)
	return en_cards_repeat_until(inputs)
});