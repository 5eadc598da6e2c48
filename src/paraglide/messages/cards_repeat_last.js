/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown> }} Cards_Repeat_LastInputs */

const en_cards_repeat_last = /** @type {(inputs: Cards_Repeat_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the last ${i?.weekday}`)
};

const es_cards_repeat_last = /** @type {(inputs: Cards_Repeat_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el último ${i?.weekday}`)
};

const fr_cards_repeat_last = /** @type {(inputs: Cards_Repeat_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le dernier ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "the last {weekday}" |
*
* @param {Cards_Repeat_LastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_last = /** @type {((inputs: Cards_Repeat_LastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_LastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_last(inputs)
	if (locale === "fr") return fr_cards_repeat_last(inputs)
	return en_cards_repeat_last(inputs)
});