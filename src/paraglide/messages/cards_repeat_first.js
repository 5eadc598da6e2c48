/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown> }} Cards_Repeat_FirstInputs */

const en_cards_repeat_first = /** @type {(inputs: Cards_Repeat_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the 1st ${i?.weekday}`)
};

const es_cards_repeat_first = /** @type {(inputs: Cards_Repeat_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el primer ${i?.weekday}`)
};

const fr_cards_repeat_first = /** @type {(inputs: Cards_Repeat_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le premier ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "the 1st {weekday}" |
*
* @param {Cards_Repeat_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_first = /** @type {((inputs: Cards_Repeat_FirstInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_FirstInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_first(inputs)
	if (locale === "fr") return fr_cards_repeat_first(inputs)
	return en_cards_repeat_first(inputs)
});